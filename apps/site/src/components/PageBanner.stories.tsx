import { drawnLeftToRight, onArabicPage } from '@courier/ui/utils/arabicStory';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageBanner } from './PageBanner';

const meta = {
  component: PageBanner,
  args: { title: 'Blog' },
} satisfies Meta<typeof PageBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A post without its Arabic twin on an Arabic page: its English title, in the heading and the
 * breadcrumb, reads left to right with its '?' at its end.
 */
export const EnglishContentTitleOnArabicPage: Story = {
  ...onArabicPage,
  args: { contentTitle: 'How do I pack glass?' },
  play: async ({ canvas }) => {
    await expect(drawnLeftToRight(canvas.getByRole('heading', { level: 1 }), 'glass?')).toBe(true);
    // The current page's crumb: the last item of the trail, not a link.
    const crumb = within(canvas.getByRole('navigation')).getByText('How do I pack glass?');
    await expect(crumb.closest('[aria-current="page"]')).not.toBeNull();
    await expect(drawnLeftToRight(crumb, 'glass?')).toBe(true);
  },
};

/** The site's own title keeps the page's direction. */
export const SiteTitle: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 }).querySelector('[dir]')).toBeNull();
  },
};
