import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  component: Button,
  args: { children: 'Submit', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Next' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Back' } };

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Processing...' });
    await expect(button).toBeDisabled();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { children: 'Request a callback from our nearest franchise office today' },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { children: 'Submit' } };
