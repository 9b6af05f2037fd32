import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ShipmentDocuments } from './ShipmentDocuments';
import { onArabicPage } from '../utils/arabicStory';

const token = '70012345012.1798000000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
const base = `/api/website/label/${token}`;

const meta = {
  component: ShipmentDocuments,
  args: {
    documents: {
      label_a4_url: `${base}.pdf?size=A4`,
      label_4x6_url: `${base}.pdf?size=4x6`,
      label_zpl_url: `${base}.zpl`,
      commercial_invoice_url: `${base}.pdf?document=invoice`,
      expires_at: '2026-12-23T05:00:00.000Z',
    },
  },
} satisfies Meta<typeof ShipmentDocuments>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Goods to another country: labels in three formats and the commercial invoice. */
export const WithCommercialInvoice: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shipping documents' })).toBeVisible();
    const a4 = canvas.getByRole('link', { name: /Labels on A4 paper \(PDF\)/ });
    await expect(a4).toHaveAttribute('href', `${base}.pdf?size=A4`);
    await expect(a4).toHaveAttribute('target', '_blank');
    await expect(a4).toHaveAccessibleDescription(
      'Four labels per sheet with cut marks, for office printers.',
    );
    const zpl = canvas.getByRole('link', { name: 'Labels for Zebra printers (ZPL)' });
    await expect(zpl).toHaveAttribute('download');
    await expect(canvas.getByRole('link', { name: /Commercial invoice/ })).toHaveAttribute(
      'href',
      `${base}.pdf?document=invoice`,
    );
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText(/These links open until 23 Dec 2026, 08:00/)).toBeVisible();
  },
};

/** Documents (DOX) or a domestic parcel: no commercial invoice. */
export const LabelsOnly: Story = {
  args: {
    documents: {
      label_a4_url: `${base}.pdf?size=A4`,
      label_4x6_url: `${base}.pdf?size=4x6`,
      label_zpl_url: `${base}.zpl`,
      expires_at: '2026-12-23T05:00:00.000Z',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('link', { name: /Commercial invoice/ })).toBeNull();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An Arabic page: the expiry on Kuwait's clock with the Arabic month, 24-hour, Western digits. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/23 ديسمبر 2026/)).toHaveTextContent(/08:00/);
  },
};
