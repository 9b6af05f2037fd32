import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { placeholderImage } from '../utils/sampleImages';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';
import { NewsCard } from './NewsCard';

const meta = {
  component: NewsCard,
  args: {
    title: 'New office opens in Salmiya',
    imageUrl: placeholderImage('News'),
    href: '/news-details?news_id=n1',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NewsCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The link names its item: "Read More" alone says nothing to a crawler or a screen reader. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: /^Read More ?: New office opens in Salmiya$/ }),
    ).toHaveAttribute('href', '/news-details?news_id=n1');
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An English title on an Arabic page (no Arabic twin): its '!' stays at its end. */
export const EnglishOnArabicPage: Story = {
  ...onArabicPage,
  args: { title: 'We opened in Salmiya!' },
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { name: 'We opened in Salmiya!' });
    await expect(drawnLeftToRight(title, 'Salmiya!')).toBe(true);
  },
};
