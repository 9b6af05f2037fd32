import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrackingSummary } from './TrackingSummary';
import { onArabicPage } from '../utils/arabicStory';

const meta = {
  component: TrackingSummary,
  args: {
    trackingNumber: '70012345023',
    status: 'In Transit',
    statusCode: 'in_transit',
    remarks: 'Arrived at transit hub',
    outlook: { kind: 'expected', earliest: '2026-03-09', latest: '2026-03-11', late: false },
    whereNow: { location: 'Dubai Gateway, UAE', date: '2026-03-06', time: '07:10' },
  },
} satisfies Meta<typeof TrackingSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: the status, the expected days (machine-readable too), where it is and since when. */
export const InTransit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Tracking No.: 70012345023' })).toBeVisible();
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('In Transit');
    await expect(canvas.getByTestId('tracking-remarks')).toHaveTextContent(
      'Arrived at transit hub',
    );
    await expect(canvas.getByText('Expected delivery')).toBeVisible();
    const expected = canvas.getByTestId('tracking-expected');
    await expect(expected.querySelector('time')).toHaveAttribute('datetime', '2026-03-09');
    await expect(expected).toHaveTextContent(/9 Mar.*11 Mar 2026/);
    await expect(canvas.queryByText('Later than expected')).toBeNull();
    await expect(canvas.getByTestId('tracking-where')).toHaveTextContent('Dubai Gateway, UAE');
    await expect(canvas.getByTestId('tracking-last-update')).toHaveTextContent(
      'Last update: Fri, 6 Mar 2026, 07:10',
    );
  },
};

/** Past the last expected day and not delivered: said in words, not colour alone. */
export const Late: Story = {
  args: {
    outlook: { kind: 'expected', earliest: '2026-03-09', latest: '2026-03-11', late: true },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Later than expected')).toBeVisible();
  },
};

/** Delivered: the delivery's day and time instead of an estimate. */
export const Delivered: Story = {
  args: {
    trackingNumber: '70012345012',
    status: 'Delivered',
    statusCode: 'delivered',
    remarks: 'Delivered, signed by R. Mehta',
    outlook: { kind: 'delivered', date: '2026-03-04', time: '14:20' },
    whereNow: { location: 'Andheri, Mumbai', date: '2026-03-04', time: '14:20' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-delivered')).toHaveTextContent(
      'Wed, 4 Mar 2026 at 14:20',
    );
    await expect(canvas.getByTestId('tracking-delivered').querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-04T14:20',
    );
    await expect(canvas.queryByText('Expected delivery')).toBeNull();
    // Where the delivery was made; its time is said once, not again as the last update.
    await expect(canvas.getByText('Where it was delivered')).toBeVisible();
    await expect(canvas.queryByTestId('tracking-last-update')).toBeNull();
  },
};

/** A problem (or a cancellation): no estimate until the next scan; what happened is said. */
export const Exception: Story = {
  args: {
    status: 'Exception',
    statusCode: 'exception',
    remarks: 'Shipment cancelled',
    outlook: { kind: 'none' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Expected delivery')).toBeNull();
    await expect(canvas.getByTestId('tracking-remarks')).toHaveTextContent('Shipment cancelled');
  },
};

/** A carrier's own status word, no remark and no scan yet: only what is known. */
export const Sparse: Story = {
  args: {
    status: 'Shipment data received',
    statusCode: undefined,
    remarks: '',
    outlook: { kind: 'none' },
    whereNow: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('tracking-status')).toHaveTextContent('Shipment data received');
    await expect(canvas.queryByTestId('tracking-where')).toBeNull();
    await expect(canvas.queryByTestId('tracking-remarks')).toBeNull();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An Arabic page: Arabic words and days, the number and a Latin place each in its isolate. */
export const Arabic: Story = {
  ...onArabicPage,
  args: { status: 'قيد النقل' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('موعد التسليم المتوقع')).toBeVisible();
    await expect(canvas.getByTestId('tracking-expected')).toHaveTextContent(/مارس/);
    await expect(canvas.getByTestId('tracking-no').querySelector('bdi')).toHaveAttribute(
      'dir',
      'ltr',
    );
    await expect(canvas.getByTestId('tracking-where').querySelector('bdi')).toHaveTextContent(
      'Dubai Gateway, UAE',
    );
  },
};
