import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShipmentHistoryTable } from './ShipmentHistoryTable';
import { onArabicPage } from '../utils/arabicStory';

const meta = {
  component: ShipmentHistoryTable,
  args: {
    rows: [
      {
        date: '2026-03-12',
        time: '09:30',
        location: 'Kuwait City',
        activity: 'Shipment picked up',
      },
      { date: '2026-03-12', time: '18:05', location: 'Kuwait Hub', activity: 'In transit' },
      { date: '2026-03-14', time: '11:40', location: 'New Delhi', activity: 'Delivered' },
    ],
  },
} satisfies Meta<typeof ShipmentHistoryTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    for (const header of ['Activity Date', 'Activity Time', 'Location', 'Shipment History']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getByText('2026-03-14')).toBeVisible();
  },
};
export const Empty: Story = { args: { rows: [] } };
export const LongText: Story = {
  args: {
    rows: [
      {
        date: '2026-03-12',
        time: '09:30',
        location: 'Kuwait International Airport Cargo Village, Shed 4',
        activity:
          'Held at customs pending clearance documents from the consignee; the forwarder has been informed',
      },
    ],
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An Arabic page: the carrier's dates with the Arabic month; English pages show them as sent. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('12 مارس 2026')).toHaveLength(2);
    await expect(canvas.getByText('14 مارس 2026')).toBeVisible();
    await expect(canvas.getByText('18:05')).toBeVisible();
  },
};
