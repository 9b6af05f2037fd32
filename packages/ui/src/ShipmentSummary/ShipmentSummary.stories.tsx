import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShipmentSummary } from './ShipmentSummary';
import { onArabicPage } from '../utils/arabicStory';

const base = '/api/website/label/70012345012.1798000000.AbCdEfGh';

const meta = {
  component: ShipmentSummary,
  args: {
    shipmentNo: 'SHP00000012',
    awb: '70012345012',
    status: { label: 'At customs', tone: 'warning' },
    sender: {
      name: 'Gulf Traders',
      contact: 'Ahmed Hassan',
      lines: ['Block 3, Street 12', 'Kuwait City, Kuwait', '+96522001100'],
    },
    receiver: {
      name: 'Emirates Supplies',
      contact: 'Sara Khan',
      lines: ['Office 402, Al Maktoum Road', 'Dubai, United Arab Emirates', '+971501234567'],
    },
    facts: [
      { label: 'Date', value: '22 Nov 2026' },
      { label: 'Reference', value: 'PO-4471' },
      { label: 'Service', value: 'Express' },
      { label: 'Pieces', value: '2' },
    ],
    history: [
      { date: '23 Nov 2026', time: '09:10', location: 'Dubai', activity: 'At customs' },
      { date: '22 Nov 2026', time: '18:40', location: 'Kuwait', activity: 'Picked up' },
    ],
    documents: {
      label_a4_url: `${base}.pdf?size=A4`,
      label_4x6_url: `${base}.pdf?size=4x6`,
      label_zpl_url: `${base}.zpl`,
      commercial_invoice_url: `${base}.pdf?document=invoice`,
      expires_at: '2026-12-23T05:00:00.000Z',
    },
    shipAgainHref: '/create-shipment?ship_again=abc',
  },
} satisfies Meta<typeof ShipmentSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Booked: Story = {
  play: async ({ canvas }) => {
    const again = canvas.getByRole('link', { name: 'Ship again' });
    await expect(again).toHaveAttribute('href', '/create-shipment?ship_again=abc');
    await expect(again).toHaveAccessibleDescription(
      'A new booking filled from this one, with a new date and no documents.',
    );
    await expect(canvas.getByRole('heading', { name: 'Tracking history' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Labels on A4 paper/ })).toHaveAttribute(
      'href',
      `${base}.pdf?size=A4`,
    );
    await expect(canvas.getByRole('region', { name: 'Receiver' })).toHaveTextContent(
      'Emirates Supplies',
    );
  },
};

/** Recorded but not booked with the courier yet: no airway bill, no documents. */
export const NotBooked: Story = {
  args: {
    awb: '',
    status: { label: 'Not booked', tone: 'warning' },
    history: [],
    documents: undefined,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The documents are issued once the shipment is booked with the courier.'),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** An Arabic page: numbers and phones read left to right in their isolates, the layout mirrors. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('70012345012')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('SHP00000012')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('+96522001100')).toHaveAttribute('dir', 'ltr');
  },
};
