import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Table, type TableColumn } from './Table';

interface Office {
  city: string;
  phone: string;
}
const columns: TableColumn<Office>[] = [
  { id: 'city', header: 'City', cell: (row) => row.city },
  { id: 'phone', header: 'Mobile', cell: (row) => row.phone, align: 'end' },
];
const rows: Office[] = [
  { city: 'Kuwait City', phone: '+96522000000' },
  { city: 'Salmiya', phone: '+96522000001' },
];

const meta = {
  component: Table<Office>,
  args: {
    label: 'Offices',
    columns,
    rows,
    rowId: (row: Office) => row.city,
    emptyText: 'No offices',
  },
} satisfies Meta<typeof Table<Office>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};
export const Empty: Story = { args: { rows: [] } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** Below 640 px each row is a stacked card: no sideways scrolling, each value beside its column name. */
export const StackedOnPhones: Story = {
  args: {
    rows: [{ city: 'Ahmadi', phone: '+965 2200 0000 extension 12345 (office)' }, ...rows],
  },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Offices' });
    const phone = window.matchMedia('(max-width: 639.98px)').matches;
    const cell = canvas.getAllByRole('cell')[0]!;
    if (phone) {
      await expect(getComputedStyle(cell, '::before').content).toContain('Mobile');
      await expect(getComputedStyle(table.querySelector('tr')!).display).toBe('block');
      // A card reads label then value from the start, whatever the column's alignment.
      await expect(getComputedStyle(cell).textAlign).toBe('start');
    } else {
      await expect(getComputedStyle(cell, '::before').content).toBe('none');
      await expect(getComputedStyle(cell).textAlign).toBe('end');
    }
    // Either way every column is readable without scrolling sideways.
    await expect(table.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** An empty value shows the one empty style, a dash. */
export const EmptyValuesShowADash: Story = {
  args: { rows: [{ city: 'Jahra', phone: '' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('cell')[0]).toHaveTextContent('-');
  },
};
