import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingStep3Messages } from '@courier/domain/schemas/bookingStep3';
import { expect, fn, screen } from 'storybook/test';
import { DatePicker } from './DatePicker';

const meta = {
  component: DatePicker,
  args: { label: 'Collection Date', minDate: '2026-03-10', onChange: fn() },
} satisfies Meta<typeof DatePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: '2026-03-12' } };
/** Days before the minimum date cannot be chosen. */
export const MinimumDate: Story = {
  args: { value: '2026-03-12' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    const before = screen.getByRole('button', { name: /March 9, 2026/ });
    await expect(before).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: /March 20, 2026/ }));
  },
};
export const InvalidAfterSubmit: Story = {
  args: { value: '', errorMessage: bookingStep3Messages.collection_date },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { value: '2026-03-12' } };
