import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { placeholderImage } from '../utils/sampleImages';
import { TeamCard } from './TeamCard';

const meta = {
  component: TeamCard,
  args: {
    name: 'Ahmed Al-Mutairi',
    designation: 'Operations Manager',
    imageUrl: placeholderImage('Photo'),
    href: '/member-details?member_id=m1',
    social: { facebook: 'https://facebook.com/example', twitter: 'https://twitter.com/example' },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ahmed Al-Mutairi' })).toHaveAttribute(
      'href',
      '/member-details?member_id=m1',
    );
    await expect(
      canvas.getByRole('link', { name: 'Ahmed Al-Mutairi on Facebook' }),
    ).toHaveAttribute('target', '_blank');
  },
};
export const NoSocialLinks: Story = { args: { social: {} } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
