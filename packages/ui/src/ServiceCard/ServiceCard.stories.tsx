import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { placeholderImage } from '../utils/sampleImages';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';
import { ServiceCard } from './ServiceCard';

const meta = {
  component: ServiceCard,
  args: {
    name: 'Air Freight',
    imageUrl: placeholderImage('Air'),
    iconUrl: placeholderImage('A', '#c2410c'),
    href: '/service-single?service_id=abc',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Air Freight' })).toHaveAttribute(
      'href',
      '/service-single?service_id=abc',
    );
  },
};
/** Services show a real icon (lucide) chosen from the name: a plane for air, a ship for sea. */
export const IconFromName: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg.lucide-plane')).not.toBeNull();
  },
};
export const SeaIcon: Story = {
  args: { name: 'Sea Freight' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg.lucide-ship')).not.toBeNull();
  },
};
/** The third card enters 200 ms after the first. */
export const ThirdInGrid: Story = {
  args: { index: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link').style.animationDelay).toBe('200ms');
  },
};
export const LongText: Story = {
  args: { name: 'International Express Door-to-Door Courier with Customs Clearance' },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
/** A card of the first row shows at once (no entrance) and the first one's picture comes first. */
export const InFirstPaint: Story = {
  args: { index: 0, inFirstPaint: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link')).not.toHaveClass('animate-enter');
    await expect(canvasElement.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
  },
};

/**
 * A service without its Arabic name on an Arabic page (the API falls back to English field by
 * field): the name reads left to right, not 'Hour Express-24'.
 */
export const EnglishOnArabicPage: Story = {
  ...onArabicPage,
  args: { name: '24-Hour Express' },
  play: async ({ canvas }) => {
    await expect(drawnLeftToRight(canvas.getByText('24-Hour Express'), '24-Hour')).toBe(true);
  },
};
