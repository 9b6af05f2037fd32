import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { noteMessages } from '@courier/domain/messages';
import { ShipmentResultView } from './ShipmentResultView';
import { onArabicPage } from '../utils/arabicStory';

const meta = {
  component: ShipmentResultView,
  args: {
    variant: 'public',
    shipmentNo: '40012345678',
    accountCode: 'KW00123',
    labelUrl: '/api/website/label/abc',
    booking: {
      sender_consignor: 'Gulf Traders',
      sender_contact_person: 'Fatima Al-Sabah',
      sender_city: 'Kuwait City',
      sender_country: 'Kuwait',
      sender_telephone: '+96522001100',
      receiver_company_name: 'Delhi Imports',
      receiver_attention: 'Ravi Kumar',
      receiver_city: 'New Delhi',
      receiver_country: 'India',
      receiver_mobile: '+919800000000',
      collection_date: '2026-03-12',
      collection_ready_time: '10:00',
      collection_close_time: '14:00',
      vehicle_type: 'van',
      special_instruction: 'Call on arrival',
      payment_type: 'cash',
    },
    amountText: 'KWD 12.50',
    items: [
      {
        description: 'Textile samples',
        weight: '2',
        length: '50',
        width: '40',
        height: '30',
        volume_weight: '12',
      },
      {
        description: 'Catalogues',
        weight: '1.5',
        length: '30',
        width: '20',
        height: '10',
        volume_weight: '1.2',
      },
    ],
    onClose: fn(),
  },
} satisfies Meta<typeof ShipmentResultView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A value of the result's label/value pairs. */
const pair = (scope: HTMLElement, label: string) => {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

export const PublicShipmentDetails: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Shipment Details' })).toBeVisible();
    // The view replaces the wizard: its heading takes the focus (and the page scrolls to it).
    await expect(canvas.getByRole('heading', { name: 'Shipment Details' })).toHaveFocus();
    await expect(canvas.queryByText(noteMessages.sunday)).toBeNull();
    // The journeys find the number and the label link by these test ids.
    await expect(canvas.getByTestId('shipment-no')).toHaveTextContent('40012345678');
    await expect(canvas.getByTestId('label-link')).toHaveAttribute(
      'href',
      '/api/website/label/abc',
    );
    // Under the Receiver heading, its fields read like the sender's.
    const receiver = canvas.getByRole('region', { name: 'Receiver' });
    await expect(pair(receiver, 'City')).toHaveTextContent('New Delhi');
    await expect(pair(receiver, 'Mobile')).toHaveTextContent('+919800000000');
    // Codes stay on the wire; people read their labels. The page formats the amount.
    const collection = canvas.getByRole('region', { name: 'Collection Pickup Details' });
    await expect(pair(collection, 'Vehicle Type')).toHaveTextContent('Van');
    await expect(pair(collection, 'Payment')).toHaveTextContent('Cash');
    await expect(pair(collection, 'Amount')).toHaveTextContent('KWD 12.50');
    // Items in the spec's order, each line named by its description.
    const items = canvas.getByRole('table', { name: 'Items' });
    const headers = within(items).getAllByRole('columnheader');
    await expect(headers.map((h) => h.textContent)).toEqual([
      'Weight (Kg)',
      'Length (cm)',
      'Width (cm)',
      'Height (cm)',
      'Volumetric Weight',
      'Description',
    ]);
    await expect(within(items).getByRole('rowheader', { name: 'Catalogues' })).toBeVisible();
    // No documents were sent: no documents section.
    await expect(canvas.queryByRole('heading', { name: 'Shipping documents' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const CustomerYourShipmentDetails: Story = {
  args: { variant: 'customer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Shipment Details' })).toBeVisible();
    await expect(canvas.getByText(noteMessages.sunday)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download Label' })).toHaveAttribute(
      'href',
      '/api/website/label/abc',
    );
  },
};
/** The API's answer: item figures as numbers, the documents section and online payment. */
export const RecordedWithDocuments: Story = {
  args: {
    variant: 'customer',
    amountText: '₹ 12.50',
    booking: { ...meta.args.booking, payment_type: 'online', vehicle_type: 'truck' },
    items: [
      {
        description: 'Printed books',
        weight: 2,
        length: 30,
        width: 20,
        height: 10,
        volume_weight: 1.2,
      },
    ],
    documents: {
      label_a4_url: '/api/website/label/t.pdf?size=A4',
      label_4x6_url: '/api/website/label/t.pdf?size=4x6',
      label_zpl_url: '/api/website/label/t.zpl',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shipping documents' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Labels for Zebra printers/ })).toHaveAttribute(
      'href',
      '/api/website/label/t.zpl',
    );
    const collection = canvas.getByRole('region', { name: 'Collection Pickup Details' });
    await expect(pair(collection, 'Payment')).toHaveTextContent('Pay Online');
    // An unknown vehicle code shows as recorded.
    await expect(pair(collection, 'Vehicle Type')).toHaveTextContent('truck');
    await expect(pair(collection, 'Amount')).toHaveTextContent('₹ 12.50');
    const items = canvas.getByRole('table', { name: 'Items' });
    await expect(within(items).getByRole('rowheader', { name: 'Printed books' })).toBeVisible();
    await expect(within(items).getByRole('row', { name: /Printed books/ })).toHaveTextContent(
      /^2\s*30\s*20\s*10\s*1\.2/,
    );
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { variant: 'customer' } };

/** An Arabic page: the amount as the page formats it, codes left to right, the date's month in Arabic. */
export const Arabic: Story = {
  ...onArabicPage,
  args: { amountText: '12.50\u00a0د.ك' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('shipment-no').querySelector('bdi')).toHaveAttribute(
      'dir',
      'ltr',
    );
    await expect(canvas.getByText('+96522001100')).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByText('12 مارس 2026')).toBeVisible();
    await expect(canvas.getByText(/^12\.50/).tagName).toBe('BDI');
  },
};
