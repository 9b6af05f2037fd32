import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { longText } from '../utils/storyData';
import { placeholderImage } from '../utils/sampleImages';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';
import { BlogCard } from './BlogCard';

const meta = {
  component: BlogCard,
  args: {
    title: 'How to pack fragile items',
    imageUrl: placeholderImage('Blog'),
    date: '12',
    monthYear: 'Mar 2026',
    author: 'Admin',
    shortDescription: 'Five simple steps keep your parcel safe on its way.',
    href: '/blog-single?blog_id=b1',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlogCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Blog Grid's card: no comment label. */
export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/comment/)).toBeNull();
  },
};
/** The category, tag and search grids' card: the spec's fixed label '3 comments'. */
export const WithComments: Story = {
  args: { commentCount: 3 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('3 comments', { exact: true })).toBeVisible());
  },
};
/** The same label in Arabic, with its plural form for 3 (few). */
export const WithCommentsInArabic: Story = {
  ...onArabicPage,
  args: { commentCount: 3 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('3 تعليقات', { exact: true })).toBeVisible());
  },
};
export const LongText: Story = { args: { title: longText, shortDescription: longText } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/**
 * A post without its Arabic twin on an Arabic page: title, summary and author each read left to
 * right, their '?' and '.' at their end, beside the Arabic words of the card.
 */
export const EnglishOnArabicPage: Story = {
  ...onArabicPage,
  args: {
    title: 'How do I pack glass?',
    shortDescription: 'Wrap it twice.',
    author: 'Sara K.',
  },
  play: async ({ canvas }) => {
    await expect(drawnLeftToRight(canvas.getByRole('heading'), 'glass?')).toBe(true);
    await expect(drawnLeftToRight(canvas.getByText('Wrap it twice.'), 'twice.')).toBe(true);
    const author = canvas.getByText('Sara K.');
    await expect(author.tagName).toBe('BDI');
    await expect(drawnLeftToRight(author, 'K.')).toBe(true);
  },
};
