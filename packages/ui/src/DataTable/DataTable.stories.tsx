import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { StatusBadge } from '../StatusBadge/StatusBadge';
import { onArabicPage } from '../utils/arabicStory';
import { DataTable, type ColumnDef, type SortingState } from './DataTable';

interface Row {
  awb: string;
  receiver: string;
  status: string;
}
const all: Row[] = Array.from({ length: 23 }, (_, i) => ({
  awb: String(10000000000 + i * 7),
  receiver: ['Globex', 'Initech', 'Umbrella'][i % 3]!,
  status: i % 4 === 0 ? 'Delivered' : 'In Transit',
}));
const columns: ColumnDef<Row, unknown>[] = [
  { accessorKey: 'awb', header: 'Airway bill' },
  { accessorKey: 'receiver', header: 'Receiver' },
  {
    accessorKey: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <StatusBadge
        label={row.original.status}
        tone={row.original.status === 'Delivered' ? 'success' : 'info'}
      />
    ),
  },
];

const meta = {
  component: DataTable<Row>,
  args: {
    label: 'Shipments',
    columns,
    rows: all.slice(0, 10),
    rowId: (r: Row) => r.awb,
    total: all.length,
    page: 1,
    pageSize: 10,
    onPageChange: fn(),
  },
} satisfies Meta<typeof DataTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paging and sorting are asked of the "server" (here: the story slicing the array). */
export const ServerPaging: Story = {
  // A named component, so the story's own state follows the rules of hooks.
  render: function ServerPagedTable(args) {
    const [page, setPage] = useState(1);
    const [sorting, setSorting] = useState<SortingState>([]);
    const sorted = [...all].sort((a, b) => {
      const s = sorting[0];
      if (!s) return 0;
      const key = s.id as keyof Row;
      return (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * (s.desc ? -1 : 1);
    });
    return (
      <DataTable
        {...args}
        rows={sorted.slice((page - 1) * 10, page * 10)}
        page={page}
        onPageChange={(p) => {
          args.onPageChange(p);
          setPage(p);
        }}
        sorting={sorting}
        onSortingChange={setSorting}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('Page 1 of 3 (23 rows)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByText('Page 2 of 3 (23 rows)')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Receiver/ }));
    await expect(canvas.getByRole('columnheader', { name: /Receiver/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};
export const Empty: Story = { args: { rows: [], total: 0 } };
export const Loading: Story = { args: { rows: [], total: 0, isLoading: true } };

/** More columns than a phone shows: the table scrolls sideways in its box. */
const wideColumns: ColumnDef<Row, unknown>[] = [
  ...columns,
  ...['Reference', 'Booked on', 'Origin', 'Destination'].map((header): ColumnDef<Row, unknown> => ({
    id: header,
    header,
    cell: () => header,
  })),
];

/**
 * A phone, Arabic page, no rows: the message is drawn whole inside the scroll box's visible part
 * (centred on the wide table it was cut off at the box's edge).
 */
export const EmptyOnPhone: Story = {
  ...onArabicPage,
  globals: { ...onArabicPage.globals, viewport: { value: 'mobile1' } },
  args: {
    columns: wideColumns,
    rows: [],
    total: 0,
    text: { empty: 'No shipment matches. Change the search or the filters.' },
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Shipments' });
    await expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    const range = document.createRange();
    range.selectNodeContents(canvas.getByText(/^No shipment matches/));
    const text = range.getBoundingClientRect();
    const visible = box.getBoundingClientRect();
    await expect(text.left).toBeGreaterThanOrEqual(visible.left);
    await expect(text.right).toBeLessThanOrEqual(visible.right);
  },
};
