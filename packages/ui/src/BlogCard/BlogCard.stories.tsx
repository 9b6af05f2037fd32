import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { longText } from '../utils/storyData';
import { placeholderImage } from '../utils/sampleImages';
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

/** No comment label where there are no comments (no fixed '3 comments'). */
export const Grid: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/comment/)).toBeNull();
  },
};
export const WithComments: Story = {
  args: { commentCount: 2 },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByText('2 comments')).toBeVisible());
  },
};
export const LongText: Story = { args: { title: longText, shortDescription: longText } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
