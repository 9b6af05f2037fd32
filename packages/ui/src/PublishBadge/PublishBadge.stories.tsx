import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contentEn } from '../i18n/contentEn';
import { PublishBadge } from './PublishBadge';

const meta = { component: PublishBadge, args: { isPublished: true } } satisfies Meta<
  typeof PublishBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Published: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(contentEn.publish.published)).toBeVisible();
  },
};
export const Draft: Story = {
  args: { isPublished: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(contentEn.publish.draft)).toBeVisible();
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
