import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CostTable } from './CostTable';

const meta = {
  component: CostTable,
  args: { shippingRateFils: 12345, vatPercentage: 5, vatAmountFils: 617, totalFils: 12962 },
} satisfies Meta<typeof CostTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Priced: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Shipping Rate/ })).toHaveTextContent('KWD 12.35');
    await expect(canvas.getByRole('row', { name: /VAT \(5%\)/ })).toHaveTextContent('KWD 0.62');
    await expect(canvas.getByRole('row', { name: /Total/ })).toHaveTextContent('KWD 12.96');
  },
};
/** A failed calculation zeroes the prices. */
export const Zeroed: Story = {
  args: { shippingRateFils: 0, vatPercentage: 0, vatAmountFils: 0, totalFils: 0 },
};
export const LargeAmounts: Story = {
  args: {
    shippingRateFils: 1234567890,
    vatPercentage: 5,
    vatAmountFils: 61728395,
    totalFils: 1296296285,
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
