import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingStep3Messages } from '@courier/domain/schemas/bookingStep3';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  component: Checkbox,
  args: { children: 'I accept the terms and conditions', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};
export const Checked: Story = { args: { isSelected: true } };
export const InvalidAfterSubmit: Story = {
  args: { errorMessage: bookingStep3Messages.accept_terms },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      bookingStep3Messages.accept_terms,
    );
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
