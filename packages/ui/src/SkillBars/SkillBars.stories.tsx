import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';
import { SkillBars } from './SkillBars';

const meta = {
  component: SkillBars,
  args: {
    skills: [
      { skill: 'Customs clearance', percentage: 90 },
      { skill: 'Fleet planning', percentage: 75 },
      { skill: 'Customer care', percentage: 60 },
    ],
  },
} satisfies Meta<typeof SkillBars>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('meter', { name: 'Customs clearance' })).toHaveAttribute(
      'aria-valuenow',
      '90',
    );
  },
};
export const Empty: Story = { args: { skills: [] } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
/** A member's skill without its Arabic twin on an Arabic page: not drawn 'Customer care 24/7'. */
export const EnglishOnArabicPage: Story = {
  ...onArabicPage,
  args: { skills: [{ skill: '24/7 Customer care', percentage: 60 }] },
  play: async ({ canvas }) => {
    await expect(drawnLeftToRight(canvas.getByText('24/7 Customer care'), '24/7 Customer')).toBe(
      true,
    );
  },
};
