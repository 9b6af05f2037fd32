import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CostTable } from './CostTable';
import { onArabicPage } from '../utils/arabicStory';

const meta = {
  component: CostTable,
  // VAT as @courier/domain/money vatFils gives it: 5 % of 12.340 rounded to 10 fils.
  args: { shippingRateFils: 12340, vatPercentage: 5, vatAmountFils: 620, totalFils: 12960 },
} satisfies Meta<typeof CostTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Priced: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Shipping Rate/ })).toHaveTextContent('KWD 12.34');
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
    vatAmountFils: 61728390,
    totalFils: 1296296280,
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An Arabic page: the amount, then the dinar's Arabic abbreviation, with Western digits. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    const cells = canvas.getAllByRole('cell');
    await expect(cells.map((cell) => cell.textContent)).toEqual([
      '12.34\u00a0د.ك',
      '0.62\u00a0د.ك',
      '12.96\u00a0د.ك',
    ]);
  },
};
