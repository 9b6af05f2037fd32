import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { placeholderImage } from '../utils/sampleImages';
import { NewsSlider } from './NewsSlider';

const news = Array.from({ length: 5 }, (_, i) => ({
  id: `n${i + 1}`,
  title: `News item ${i + 1}`,
  imageUrl: placeholderImage(`News ${i + 1}`),
  href: `/news-details?news_id=n${i + 1}`,
}));

const meta = { component: NewsSlider, args: { news } } satisfies Meta<typeof NewsSlider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** At the default width two items show; Next moves by one. */
export const Default: Story = {
  play: async ({ canvasElement, canvas, userEvent }) => {
    const slides = canvasElement.querySelectorAll('.swiper-slide');
    await expect(slides).toHaveLength(5);
    const width = canvasElement.querySelector('.swiper')!.getBoundingClientRect().width;
    const perView = width >= 1200 ? 3 : width >= 640 ? 2 : 1;
    await expect(Math.round(width / slides[0]!.getBoundingClientRect().width)).toBe(perView);
    await userEvent.click(canvas.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(slides[1]).toHaveClass('swiper-slide-active'));
  },
};
/** The slider has a visible title in the row of its buttons, with no blank band above them. */
export const VisibleTitle: Story = {
  play: async ({ canvas }) => {
    const title = canvas.getByRole('heading', { level: 2, name: 'News & Update' });
    await expect(title).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'News & Update' })).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: /Next/ }).getBoundingClientRect();
    const section = canvas.getByRole('region', { name: 'News & Update' }).getBoundingClientRect();
    await expect(next.top - section.top).toBeLessThan(60);
  },
};
/**
 * Right to left: swiper reads the direction, so the first item sits at the right edge,
 * Next brings the following item in from the left, and the buttons' chevrons point the other way.
 */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement, canvas, userEvent }) => {
    const swiper = canvasElement.querySelector('.swiper')!;
    await waitFor(() => expect(swiper).toHaveClass('swiper-rtl'));
    const slides = canvasElement.querySelectorAll('.swiper-slide');
    const edge = swiper.getBoundingClientRect().right;
    await expect(Math.abs(slides[0]!.getBoundingClientRect().right - edge)).toBeLessThan(2);
    const next = canvas.getByRole('button', { name: /Next/ });
    await expect(getComputedStyle(next.querySelector('[aria-hidden="true"]')!).rotate).toBe(
      '180deg',
    );
    await userEvent.click(next);
    await waitFor(() => expect(slides[1]).toHaveClass('swiper-slide-active'));
    // The row moved right: the second item now starts at the right edge.
    await waitFor(() =>
      expect(Math.abs(slides[1]!.getBoundingClientRect().right - edge)).toBeLessThan(2),
    );
  },
};
