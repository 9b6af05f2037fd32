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
