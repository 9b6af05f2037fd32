import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DashboardTiles } from './DashboardTiles';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';

const meta = {
  component: DashboardTiles,
  args: {
    inTransit: { count: 3, href: '/my-shipments?status=in_transit' },
    deliveredThisWeek: { count: 12, href: '/my-shipments?status=delivered' },
    exceptions: { count: 1, href: '/my-shipments?status=exception' },
    recent: [
      {
        shipmentNo: 'SHP00000012',
        awb: '70012345012',
        date: '22 Nov 2026',
        reference: 'PO-4471',
        receiver: 'Gulf Traders',
        destination: 'Dubai, United Arab Emirates',
        status: { label: 'Delivered', tone: 'success' },
        href: '/shipment-details?shipment_no=SHP00000012',
      },
    ],
  },
} satisfies Meta<typeof DashboardTiles>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each figure is a link to the shipments it counts. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const exceptions = canvas.getByRole('link', { name: /^Need your action/ });
    await expect(exceptions).toHaveAttribute('href', '/my-shipments?status=exception');
    await expect(exceptions).toHaveTextContent('1');
    await expect(canvas.getByRole('link', { name: /^In transit/ })).toHaveTextContent('3');
    const recent = canvas.getByRole('table', { name: 'Recent shipments' });
    await expect(within(recent).getByRole('link', { name: 'SHP00000012' })).toHaveAttribute(
      'href',
      '/shipment-details?shipment_no=SHP00000012',
    );
  },
};

export const NewCustomer: Story = {
  args: {
    inTransit: { count: 0, href: '/my-shipments' },
    deliveredThisWeek: { count: 0, href: '/my-shipments' },
    exceptions: { count: 0, href: '/my-shipments' },
    recent: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no shipments yet.')).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true, recent: [] } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** An Arabic page: the recent shipments' numbers in left-to-right isolates. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('SHP00000012')).toHaveAttribute('dir', 'ltr');
  },
};

/** A Latin company name ending in a full stop reads as written inside an Arabic table. */
export const ArabicNameEndingInPunctuation: Story = {
  ...onArabicPage,
  args: {
    recent: [
      {
        shipmentNo: 'SHP00000013',
        date: '23 Nov 2026',
        reference: '',
        receiver: 'Courier Co.',
        destination: '\u2068Mumbai\u2069، الهند',
        status: { label: 'محجوزة', tone: 'info' },
        href: '/shipment-details?shipment_no=SHP00000013',
      },
    ],
  },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Courier Co.');
    await expect(name.tagName).toBe('BDI');
    await expect(drawnLeftToRight(name, 'Courier Co.')).toBe(true);
    await expect(canvas.getByText(/Mumbai/)).toHaveAttribute('dir', 'rtl');
  },
};
