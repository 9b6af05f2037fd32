import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CollectionsList } from './CollectionsList';
import { onArabicPage } from '../utils/arabicStory';

const meta = {
  component: CollectionsList,
  args: {
    collections: [
      {
        bookingNo: 'COL00000031',
        date: '25 Nov 2026',
        window: '10:00 - 13:00',
        shipmentNos: ['SHP00000012', 'SHP00000013'],
        status: { label: 'Scheduled', tone: 'neutral' },
      },
      {
        bookingNo: 'COL00000030',
        date: '20 Nov 2026',
        window: '15:00 - 17:00',
        shipmentNos: ['SHP00000010'],
        status: { label: 'Failed', tone: 'danger' },
        note: 'Nobody at the address.',
      },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
  },
} satisfies Meta<typeof CollectionsList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // Each number is its own isolate; the cell reads as the list.
    await expect(canvas.getByText('SHP00000013').parentElement).toHaveTextContent(
      'SHP00000012, SHP00000013',
    );
    await expect(canvas.getByText('Nobody at the address.')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { collections: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No collection booked yet.')).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** An Arabic page: booking and shipment numbers in left-to-right isolates. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('COL00000031')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('SHP00000013')).toHaveAttribute('dir', 'ltr');
  },
};
