import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SUNDAY_NOTE } from '@courier/domain/constants';
import { ShipmentResultView } from './ShipmentResultView';

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
    },
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

export const PublicShipmentDetails: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Shipment Details' })).toBeVisible();
    await expect(canvas.queryByText(SUNDAY_NOTE)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const CustomerYourShipmentDetails: Story = {
  args: { variant: 'customer' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Your Shipment Details' })).toBeVisible();
    await expect(canvas.getByText(SUNDAY_NOTE)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download Label' })).toHaveAttribute(
      'href',
      '/api/website/label/abc',
    );
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { variant: 'customer' } };
