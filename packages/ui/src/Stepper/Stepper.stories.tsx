import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  component: Stepper,
  args: {
    steps: ['Sender and Receiver', 'Shipping Details', 'Collection and Payment', 'Card Payment'],
    current: 1,
  },
} satisfies Meta<typeof Stepper>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SecondStep: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Shipping Details').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  },
};
export const FirstStep: Story = { args: { current: 0 } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** The public wizard's last step on a 390 px phone: its name fits, nothing scrolls sideways. */
export const LastOfFourOnAPhone: Story = {
  args: {
    current: 3,
    steps: ['Sender and Receiver', 'Shipping Details', 'Collection', 'Payment'],
  },
  decorators: [
    (Story) => (
      <div style={{ width: 358 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
