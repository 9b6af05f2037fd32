import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BookingResultView } from './BookingResultView';

const meta = {
  component: BookingResultView,
  args: { bookingNo: 'BK-2026-000123', referenceNo: 'REF-77812', onCancel: fn() },
} satisfies Meta<typeof BookingResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('BK-2026-000123')).toBeVisible();
    await expect(canvas.getByText('REF-77812')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
