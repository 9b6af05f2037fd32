import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CareerCard } from './CareerCard';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';

const meta = {
  component: CareerCard,
  args: {
    title: 'Courier Driver',
    skills: 'Driving licence, Kuwait roads',
    experience: '2 years',
    href: '/career-details?career_id=c1',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CareerCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Apply Now: Courier Driver' })).toHaveAttribute(
      'href',
      '/career-details?career_id=c1',
    );
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An opening without its Arabic twin on an Arabic page: '2+ years' is not drawn 'years +2'. */
export const EnglishOnArabicPage: Story = {
  ...onArabicPage,
  args: { title: '24/7 Dispatcher', skills: 'Driving, Kuwait roads.', experience: '2+ years' },
  play: async ({ canvas }) => {
    await expect(drawnLeftToRight(canvas.getByRole('heading'), '24/7 Dispatcher')).toBe(true);
    await expect(drawnLeftToRight(canvas.getByText('Driving, Kuwait roads.'), 'roads.')).toBe(true);
    await expect(drawnLeftToRight(canvas.getByText('2+ years'), '2+ years')).toBe(true);
  },
};
