import { drawnLeftToRight, drawnSpan, onArabicPage } from '@courier/ui/utils/arabicStory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PostDateLine } from './PostDateLine';

const meta = {
  component: PostDateLine,
  args: { date: '02', monthYear: 'مارس 2026', author: 'Sara Al-Mutairi' },
} satisfies Meta<typeof PostDateLine>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Where the day and the author's name are drawn on the line. */
function drawn(canvasElement: HTMLElement) {
  const line = canvasElement.querySelector('p')!;
  return { day: drawnSpan(line, '02'), author: drawnSpan(line, 'Sara Al-Mutairi'), line };
}

/** An Arabic page: the date comes first (right), then the author, whose name reads left to right. */
export const ArabicPage: Story = {
  ...onArabicPage,
  play: async ({ canvasElement }) => {
    const { day, author, line } = drawn(canvasElement);
    await expect(day.left).toBeGreaterThan(author.right);
    await expect(drawnLeftToRight(line, 'Sara Al-Mutairi')).toBe(true);
  },
};

/**
 * A month in English beside an English name on an Arabic page stays with its day, before the
 * author (not 'Mar 2026 · Sara Al-Mutairi 02').
 */
export const EnglishMonthOnArabicPage: Story = {
  ...onArabicPage,
  args: { monthYear: 'Mar 2026' },
  play: async ({ canvasElement }) => {
    const { day, author } = drawn(canvasElement);
    await expect(day.left).toBeGreaterThan(author.right);
  },
};

export const EnglishPage: Story = {
  args: { monthYear: 'Mar 2026' },
  play: async ({ canvasElement }) => {
    const { day, author } = drawn(canvasElement);
    await expect(day.right).toBeLessThan(author.left);
  },
};
