import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  component: Breadcrumb,
  args: {
    items: [
      { label: 'Home', href: '/' },
      { label: 'Our Team', href: '/team' },
      { label: 'Member Details' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Member Details')).toHaveAttribute('aria-current', 'page');
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
/** A post's English title (no Arabic twin) as the current crumb of an Arabic page: '?' at its end. */
export const EnglishTitleOnArabicPage: Story = {
  ...onArabicPage,
  args: {
    items: [
      { label: 'الرئيسية', href: '/' },
      { label: 'How do I track?', dir: 'ltr' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(drawnLeftToRight(canvas.getByText('How do I track?'), 'track?')).toBe(true);
  },
};
