import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NO_SHIPMENT_FILTERS, ShipmentList, type PortalShipmentRow } from './ShipmentList';
import { onArabicPage } from '../utils/arabicStory';

const rows: PortalShipmentRow[] = [
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
  {
    shipmentNo: 'SHP00000011',
    date: '21 Nov 2026',
    reference: '',
    receiver: 'Noura Al-Mutairi',
    destination: 'Riyadh, Saudi Arabia',
    status: { label: 'At customs', tone: 'danger' },
    href: '/shipment-details?shipment_no=SHP00000011',
  },
];

const meta = {
  component: ShipmentList,
  args: {
    rows,
    total: 42,
    page: 1,
    pageSize: 20,
    onPageChange: fn(),
    filters: NO_SHIPMENT_FILTERS,
    onFiltersChange: fn(),
    statusOptions: [
      { id: 'in_transit', name: 'In transit' },
      { id: 'delivered', name: 'Delivered' },
    ],
  },
} satisfies Meta<typeof ShipmentList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A search by reference and status reports the whole search at once. */
export const SearchAndFilter: Story = {
  args: {
    exportHref: '/api/website/portal/shipments.csv?from=2025-11-29&to=2026-11-28',
    exportScope: 'lastYear',
  },
  play: async ({ canvas, args, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'My shipments' });
    await expect(within(table).getByRole('link', { name: 'SHP00000012' })).toHaveAttribute(
      'href',
      '/shipment-details?shipment_no=SHP00000012',
    );
    await expect(within(table).getByText('At customs')).toBeVisible();
    const search = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAccessibleDescription(
      'Airway bill, shipment number, reference or receiver',
    );
    await userEvent.type(search, 'PO-4471');
    await userEvent.click(canvas.getByRole('button', { name: /Status/ }));
    await userEvent.click(within(document.body).getByRole('option', { name: 'Delivered' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      search: 'PO-4471',
      status: 'delivered',
      from: '',
      to: '',
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    // No dates chosen: the export button is there, for the last year, and says so.
    const link = canvas.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', args.exportHref);
    await expect(link).toHaveAccessibleDescription(/last 12 months/);
  },
};

/** With both dates chosen the list offers its CSV. */
export const WithExport: Story = {
  args: {
    filters: { ...NO_SHIPMENT_FILTERS, from: '2026-11-01', to: '2026-11-30' },
    exportHref: '/api/website/portal/shipments.csv?from=2026-11-01&to=2026-11-30',
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('download');
    await expect(link).toHaveAttribute('href', args.exportHref);
    // The date pickers carry the filters' ISO dates in their form values.
    await expect(canvas.getByRole('group', { name: 'From date' })).toBeVisible();
    await expect(canvasElement.querySelector('input[name="from"]')).toHaveValue('2026-11-01');
    await expect(canvasElement.querySelector('input[name="to"]')).toHaveValue('2026-11-30');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith(NO_SHIPMENT_FILTERS);
  },
};

/** A search that finds nothing: change it. */
export const Empty: Story = {
  args: { rows: [], total: 0, filters: { ...NO_SHIPMENT_FILTERS, search: 'nothing' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No shipment matches. Change the search or the dates.'),
    ).toBeVisible();
  },
};

/** No shipments at all (no filter set): say so, and lead to the first one. */
export const NoShipmentsYet: Story = {
  args: { rows: [], total: 0, createHref: '/create-shipment' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You have no shipments yet\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Create your first shipment' })).toHaveAttribute(
      'href',
      '/create-shipment',
    );
  },
};

export const Loading: Story = { args: { rows: [], total: 0, isLoading: true } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };

/** An Arabic page: shipment numbers, airway bills and references in left-to-right isolates. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    for (const code of ['SHP00000012', '70012345012', 'PO-4471']) {
      await expect(canvas.getByText(code)).toHaveAttribute('dir', 'ltr');
    }
  },
};
