import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { BookingResultView } from './BookingResultView';

const meta = {
  component: BookingResultView,
  args: { bookingNo: 'BK-2026-000123', referenceNo: 'REF-77812', onCancel: fn() },
} satisfies Meta<typeof BookingResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const result = canvas.getByRole('region', { name: 'Collection booked' });
    // The view replaces the form: its heading takes the focus (and the page scrolls to it).
    await expect(canvas.getByRole('heading', { name: 'Collection booked' })).toHaveFocus();
    await expect(within(result).getByTestId('booking-no')).toHaveTextContent('BK-2026-000123');
    await expect(within(result).getByTestId('reference-no')).toHaveTextContent('REF-77812');
    await expect(result).toHaveTextContent(/Booking No.*Reference No/);
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
