import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TrackingTimeline } from './TrackingTimeline';
import { onArabicPage } from '../utils/arabicStory';

/** The demo shipment 70012345012, newest first, as tracking answers it. */
const DELIVERED_TO_MUMBAI = [
  ['2026-03-04', '14:20', 'Delivered', 'Delivered, signed by R. Mehta', 'Andheri, Mumbai'],
  ['2026-03-04', '08:45', 'Out for Delivery', 'Out for delivery', 'Andheri, Mumbai'],
  ['2026-03-03', '11:00', 'In Transit', 'Handed to delivery partner Blue Dart', 'Mumbai, India'],
  ['2026-03-02', '09:30', 'At Customs', 'Customs clearance in progress', 'Mumbai, India'],
  ['2026-03-02', '02:05', 'In Transit', 'Departed hub', 'Shuwaikh Hub, Kuwait'],
  ['2026-03-01', '16:40', 'Picked Up', 'Collected from shipper', 'Sharq, Kuwait'],
  ['2026-03-01', '10:15', 'Booked', 'Shipment booked online', 'Kuwait City'],
].map(([date, time, status, details, location]) => ({
  date: date!,
  time: time!,
  status: status!,
  details: details!,
  location: location!,
}));

const meta = {
  component: TrackingTimeline,
  args: { events: DELIVERED_TO_MUMBAI },
} satisfies Meta<typeof TrackingTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One ordered list of days, each an ordered list of its scans, newest first. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    const timeline = canvas.getByRole('list', { name: 'Shipment History' });
    const days = within(timeline).getAllByRole('heading', { level: 3 });
    await expect(days.map((d) => d.textContent)).toEqual([
      'Wed, 4 Mar 2026',
      'Tue, 3 Mar 2026',
      'Mon, 2 Mar 2026',
      'Sun, 1 Mar 2026',
    ]);
    const events = canvas.getAllByTestId('tracking-event');
    await expect(events).toHaveLength(7);
    await expect(events[0]).toHaveTextContent('14:20 Delivered');
    await expect(events[0]).toHaveTextContent('Delivered, signed by R. Mehta · Andheri, Mumbai');
    await expect(events[6]).toHaveTextContent('10:15 Booked');
    await expect(events[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-03-04T14:20');
    await expect(canvas.getByText('Newest first')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { events: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No shipment history yet.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** A long remark and place wrap inside a phone's width instead of widening the page. */
export const LongText: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: {
    events: [
      {
        date: '2026-03-12',
        time: '09:30',
        status: 'At Customs',
        details:
          'Held at customs pending clearance documents from the consignee; the forwarder has been informed',
        location: 'Kuwait International Airport Cargo Village, Shed 4',
      },
    ],
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/**
 * An Arabic page: the days with the Arabic month, the line and markers on the right (start)
 * side, a Latin place isolated.
 */
export const Arabic: Story = {
  ...onArabicPage,
  args: {
    events: DELIVERED_TO_MUMBAI.map((event, index) =>
      index === 0 ? { ...event, status: 'تم التسليم' } : event,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'سجل الشحنة' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 })[0]).toHaveTextContent('4 مارس 2026');
    const first = canvas.getAllByTestId('tracking-event')[0]!;
    const marker = first.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    const text = first.querySelector('p')!.getBoundingClientRect();
    // Right to left: the marker sits at the item's right, beyond the end of its text.
    await expect(marker.left).toBeGreaterThan(text.right - 1);
    await expect(within(first).getByText('Andheri, Mumbai').tagName).toBe('BDI');
  },
};
