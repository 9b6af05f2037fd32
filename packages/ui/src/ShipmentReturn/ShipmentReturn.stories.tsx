import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { portalEn } from '../i18n/portalEn';
import { ShipmentReturn } from './ShipmentReturn';

const t = portalEn.returns;

const meta = {
  component: ShipmentReturn,
  args: { canReturn: true, onCreate: fn(), onMakeLink: fn() },
} satisfies Meta<typeof ShipmentReturn>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delivered: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: t.create }));
    await expect(args.onCreate).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t.makeLink }));
    await expect(args.onMakeLink).toHaveBeenCalledOnce();
  },
};

export const Busy: Story = {
  args: { busy: 'create' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t.create })).toBeNull();
    await expect(canvas.getByRole('button', { name: t.makeLink })).toBeDisabled();
  },
};

export const LinkMade: Story = {
  args: {
    customerLink: {
      url: 'https://courier.example/return#c2hpcA.1796000000.sig',
      until: '13/12/2026',
    },
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: t.link });
    await expect(field).toHaveValue('https://courier.example/return#c2hpcA.1796000000.sig');
    await expect(canvas.getByText(/13\/12\/2026/)).toBeVisible();
  },
};

export const HasItsReturn: Story = {
  args: {
    returnShipment: {
      shipmentNo: 'SHP00000042',
      href: '/portal/shipments/ret42',
      status: { label: 'Booked', tone: 'info' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'SHP00000042' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: t.create })).toBeNull();
  },
};

export const IsAReturn: Story = {
  args: {
    canReturn: false,
    originalShipment: {
      shipmentNo: 'SHP00000012',
      href: '/portal/shipments/orig12',
      status: { label: 'Delivered', tone: 'success' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t.returnOf)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Refused: Story = {
  args: { error: 'Only a delivered shipment can be sent back.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Only a delivered shipment');
  },
};

export const RightToLeft: Story = {
  args: { ...HasItsReturn.args, customerLink: LinkMade.args!.customerLink },
  globals: { direction: 'rtl' },
};
