import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  component: ConfirmDialog,
  args: {
    title: 'Cancel shipment SHP00000012?',
    isOpen: true,
    onCancel: fn(),
    onConfirm: fn(),
    confirmLabel: 'Cancel shipment',
    cancelLabel: 'Keep it',
    children: 'The customer is told by e-mail. This cannot be undone.',
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel shipment' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};
export const NotReady: Story = {
  args: { canConfirm: false },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(within(dialog).getByRole('button', { name: 'Cancel shipment' })).toBeDisabled();
  },
};
export const Busy: Story = { args: { isBusy: true } };
