import type { BlogPost } from '@courier/api-client/endpoints/blog';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BlogGrid } from './BlogGrid';

/** An inline picture: no network in tests. */
const picture = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360"><rect width="100%" height="100%" fill="#13305f"/></svg>')}`;

const post = (n: number): BlogPost => ({
  encrypt_id: `b${n}`,
  title: `Post ${n}`,
  img_url: picture,
  blog_date: '12',
  blog_month_year: 'Mar 2026',
  author: 'Admin',
  description: '<p>Text</p>',
  short_description: `Summary of post ${n}.`,
});

const meta = {
  component: BlogGrid,
  args: { posts: [post(1), post(2), post(3), post(4)], loading: false },
} satisfies Meta<typeof BlogGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The Blog Grid (blog): the spec gives its cards no comment label. */
export const BlogGridPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(4);
    await expect(canvas.queryByText(/comment/)).toBeNull();
  },
};

/** Category, tag and search grids: every card carries the spec's fixed label '3 comments'. */
export const CategoryTagAndSearchGrids: Story = {
  args: { withCommentLabel: true },
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    for (const card of cards) await expect(card).toHaveTextContent('3 comments');
  },
};
