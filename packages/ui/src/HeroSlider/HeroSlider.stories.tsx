import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { TrackingBox } from '../TrackingBox/TrackingBox';
import { placeholderImage } from '../utils/sampleImages';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';
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

/** The timer turns the slides, back to the first after the last. */
export const Rotates: Story = {
  args: { autoplayMs: 400 },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent('Door-to-door courier'));
    await waitFor(() => expect(heading).toHaveTextContent('Delivering to 209+ countries'));
  },
};

/** Someone typing a tracking number does not see the heading change under them. */
export const PausedWhileFocused: Story = {
  args: { autoplayMs: 300 },
  play: async ({ canvas }) => {
    // Focus alone, as the keyboard gives it (a pointer on the hero pauses it as well).
    canvas.getByRole('textbox').focus();
    await new Promise((done) => setTimeout(done, 900));
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Delivering to 209+ countries',
    );
  },
};

/** English slides (no Arabic twin) on an Arabic page: '209+ countries' is not 'countries +209'. */
export const EnglishOnArabicPage: Story = {
  ...onArabicPage,
  args: {
    slides: [
      {
        imageUrl: placeholderImage('Slide 1'),
        title: 'Worldwide Express',
        highlight: '209+ countries',
        subtitle: 'Door to door from Kuwait, since 1972.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const highlight = canvas.getByRole('heading', { level: 1 });
    await expect(drawnLeftToRight(highlight, '209+ countries')).toBe(true);
    const subtitle = canvas.getByText('Door to door from Kuwait, since 1972.');
    await expect(drawnLeftToRight(subtitle, '1972.')).toBe(true);
  },
};
