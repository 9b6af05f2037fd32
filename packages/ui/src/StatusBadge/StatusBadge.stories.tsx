import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './StatusBadge';

const meta = { component: StatusBadge, args: { label: 'In Transit', tone: 'info' } } satisfies Meta<
  typeof StatusBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('In Transit')).toBeVisible();
  },
};
export const Delivered: Story = { args: { label: 'Delivered', tone: 'success' } };
export const Exception: Story = { args: { label: 'Exception', tone: 'danger' } };
export const Waiting: Story = { args: { label: 'Requested', tone: 'warning' } };
export const Neutral: Story = { args: { label: 'Not booked', tone: 'neutral' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
