import type { Meta, StoryObj } from '@storybook/react-vite';
import { bookingStep3Messages } from '@courier/domain/schemas/bookingStep3';
import { expect, fn } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  component: RadioGroup,
  args: {
    label: 'Shipment Type',
    options: [
      { id: 'company', name: 'Company' },
      { id: 'individual', name: 'Individual' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Individual' }));
    await expect(args.onChange).toHaveBeenCalledWith('individual');
  },
};
export const Filled: Story = { args: { value: 'company' } };
export const Vertical: Story = { args: { orientation: 'vertical' } };
export const InvalidAfterSubmit: Story = {
  args: { errorMessage: bookingStep3Messages.shipment_type },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { value: 'company' } };
