import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { HIGHLIGHT_DELAY_MS } from '@courier/domain/constants';
import { ServiceSidebar } from './ServiceSidebar';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';

const meta = {
  component: ServiceSidebar,
  args: {
    services: [
      { id: 'a', title: 'Air Freight', href: '#a' },
      { id: 'b', title: 'Sea Freight', href: '#b' },
      { id: 'c', title: 'Express Courier', href: '#c' },
    ],
    onSelect: fn(),
  },
} satisfies Meta<typeof ServiceSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstHighlightedAfterDelay: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const first = canvas.getByRole('link', { name: 'Air Freight' });
    await expect(first).not.toHaveAttribute('data-highlighted');
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'), {
      timeout: HIGHLIGHT_DELAY_MS * 10,
    });
    const second = canvas.getByRole('link', { name: 'Sea Freight' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('data-highlighted');
    await expect(first).not.toHaveAttribute('data-highlighted');
    await expect(args.onSelect).toHaveBeenCalledWith('b');
  },
};

/** The highlight is visual; only the service on screen is announced as the current page. */
export const CurrentPageOnlyOnShownItem: Story = {
  args: { currentId: 'c' },
  play: async ({ canvas }) => {
    const first = canvas.getByRole('link', { name: 'Air Freight' });
    await waitFor(() => expect(first).toHaveAttribute('data-highlighted'), {
      timeout: HIGHLIGHT_DELAY_MS * 10,
    });
    await expect(first).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Express Courier' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const Empty: Story = { args: { services: [] } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/**
 * A service without its Arabic name on an Arabic page: the name reads left to right, while the
 * item's marker stays at the page's start (right).
 */
export const EnglishOnArabicPage: Story = {
  ...onArabicPage,
  args: { services: [{ id: 'a', title: 'What is DDP?', href: '#a' }] },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'What is DDP?' });
    await expect(drawnLeftToRight(link, 'DDP?')).toBe(true);
    await expect(getComputedStyle(link).direction).toBe('rtl');
  },
};
