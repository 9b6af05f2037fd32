import type { Meta, StoryObj } from '@storybook/react-vite';
import { placeholderImage } from '../utils/sampleImages';
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

export const Default: Story = {};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
