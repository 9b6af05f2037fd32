import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { HIGHLIGHT_DELAY_MS } from '@courier/domain/constants';
import { NewsSidebar } from './NewsSidebar';

const meta = {
  component: NewsSidebar,
  args: {
    news: [
      { id: 'a', title: 'New office opens in Salmiya', href: '#a' },
      { id: 'b', title: 'Holiday schedule for Eid', href: '#b' },
      { id: 'c', title: 'Faster customs clearance to India', href: '#c' },
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof NewsSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstHighlightedAfterDelay: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const first = canvas.getByRole('link', { name: 'New office opens in Salmiya' });
    await expect(first).not.toHaveAttribute('data-highlighted');
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'), {
      timeout: HIGHLIGHT_DELAY_MS * 10,
    });
    const second = canvas.getByRole('link', { name: 'Holiday schedule for Eid' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('data-highlighted');
    await expect(first).not.toHaveAttribute('data-highlighted');
    await expect(args.onSelect).toHaveBeenCalledWith('b');
  },
};
export const Empty: Story = { args: { news: [] } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
