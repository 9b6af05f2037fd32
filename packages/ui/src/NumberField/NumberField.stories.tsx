import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rateMessages } from '@courier/domain/schemas/rate';
import { NumberField } from './NumberField';

const meta = { component: NumberField, args: { label: 'Weight', minValue: 0 } } satisfies Meta<
  typeof NumberField
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: 2.5, step: 0.5 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /increase/i }));
    await expect(canvas.getByRole('textbox', { name: 'Weight' })).toHaveValue('3');
  },
};
export const InvalidAfterSubmit: Story = { args: { errorMessage: rateMessages.weight } };
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { defaultValue: 12 } };
