import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MultiTrackingTable } from './MultiTrackingTable';
import { onArabicPage } from '../utils/arabicStory';

const meta = {
  component: MultiTrackingTable,
  args: {
    trackingHref: (no: string) => `/order-tracking?tracking_number=${encodeURIComponent(no)}`,
    rows: [
      {
        ShipmentNo: '40012345678',
        ShipDate: '2026-03-12',
        ShipTime: '09:30',
        Status: 'In transit',
        Remarks: '',
      },
      {
        ShipmentNo: '40012345679',
        ShipDate: '2026-03-11',
        ShipTime: '15:10',
        Status: 'Delivered',
        Remarks: 'Signed by reception',
      },
    ],
  },
} satisfies Meta<typeof MultiTrackingTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '40012345678' })).toHaveAttribute(
      'href',
      '/order-tracking?tracking_number=40012345678',
    );
    for (const header of ['Shipment No', 'Shipment Date', 'Shipment Time', 'Status', 'Remarks']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An Arabic page: each shipment number in a left-to-right isolate, dates with the Arabic month. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '40012345678' });
    await expect(link.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('12 مارس 2026')).toBeVisible();
    await expect(canvas.getByText('11 مارس 2026')).toBeVisible();
  },
};
