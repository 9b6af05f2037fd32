import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TrackingBox } from '../TrackingBox/TrackingBox';
import { placeholderImage } from '../utils/sampleImages';
import { HeroSlider } from './HeroSlider';

const meta = {
  component: HeroSlider,
  args: {
    autoplayMs: 0,
    slides: [
      {
        imageUrl: placeholderImage('Slide 1'),
        title: 'Worldwide Express',
        highlight: 'Delivering to 209+ countries',
        subtitle: 'From Kuwait to the world, since 1972.',
      },
      {
        imageUrl: placeholderImage('Slide 2', '#081a35'),
        title: 'Fast and Safe',
        highlight: 'Door-to-door courier',
        subtitle: 'Track every step online.',
      },
    ],
    children: <TrackingBox onTrack={fn()} />,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTrackingBox: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Delivering to 209+ countries',
    );
    await expect(canvas.getByRole('button', { name: 'TRACK' })).toBeVisible();
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
