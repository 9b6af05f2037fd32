import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CareerCard } from './CareerCard';

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
