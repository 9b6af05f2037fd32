import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrackingDetails } from './TrackingDetails';
import { onArabicPage } from '../utils/arabicStory';

const meta = {
  component: TrackingDetails,
  args: {
    airwayBillNo: '70012345012',
    awbDate: '2026-03-01',
    destination: 'Mumbai, India',
    consigneeName: '',
  },
} satisfies Meta<typeof TrackingDetails>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Our own shipment: no forwarder row, no outside link, and no row for an empty field. */
export const OwnShipment: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByTestId('tracking-airway-bill-no')).toHaveTextContent('70012345012');
    await expect(canvas.getByTestId('tracking-destination')).toHaveTextContent('Mumbai, India');
    await expect(canvas.getByTestId('tracking-awb-date')).toHaveTextContent('Sun, 1 Mar 2026');
    await expect(canvas.queryByText('Consignee Name')).toBeNull();
    await expect(canvas.queryByText('Forwarder No')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
    for (const value of canvasElement.querySelectorAll('dd'))
      await expect(value.textContent?.trim()).not.toBe('-');
  },
};

/** A named forwarder's number links to its tracking page, in a new tab, and says so. */
export const WithForwarders: Story = {
  args: {
    consigneeName: 'خالد العتيبي',
    forwarder: {
      name: 'Blue Dart',
      number: 'BD4410023871',
      href: 'https://www.track-trace.com/aircargo?number=BD4410023871',
    },
    forwarder2: { name: '', number: 'AX5521904' },
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'BD4410023871 (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByTestId('tracking-forwarder')).toHaveTextContent('Blue Dart');
    // A number nobody claims is shown, not linked; its empty name has no row.
    await expect(canvas.getByTestId('tracking-forwarder-no-2')).toHaveTextContent('AX5521904');
    await expect(canvas.queryByTestId('tracking-forwarder-2')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(
      canvas.getByTestId('tracking-consignee-name').querySelector('bdi'),
    ).toHaveTextContent('خالد العتيبي');
  },
};

/** Nothing to show: no empty card. */
export const Empty: Story = {
  args: { airwayBillNo: '', awbDate: '', destination: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An Arabic page: Arabic labels, the AWB date with the Arabic month, numbers left to right. */
export const Arabic: Story = {
  ...onArabicPage,
  args: WithForwarders.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('رقم بوليصة الشحن')).toBeVisible();
    await expect(canvas.getByTestId('tracking-awb-date')).toHaveTextContent('1 مارس 2026');
    await expect(
      canvas.getByTestId('tracking-airway-bill-no').querySelector('bdi'),
    ).toHaveAttribute('dir', 'ltr');
    await expect(
      canvas.getByRole('link', { name: 'BD4410023871 (يفتح في علامة تبويب جديدة)' }),
    ).toBeVisible();
  },
};
