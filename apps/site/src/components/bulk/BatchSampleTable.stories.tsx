import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BatchSampleTable } from './BatchSampleTable';
import { bulkArabic, onArabicBulkPage } from './bulkStory';

const meta = {
  component: BatchSampleTable,
  args: {
    label: 'The first rows to create',
    rows: [
      {
        row: 2,
        reference: 'ORDER-1',
        receiver: 'Noura Al-Sabah',
        city: 'Salmiya',
        weightKg: '1.5',
        pieces: '1',
        codKwd: '12.5',
      },
      {
        row: 3,
        reference: 'ORDER-2',
        receiver: 'شركة الريان',
        city: 'الجهراء',
        weightKg: '0.8',
        pieces: '2',
        codKwd: '',
      },
    ],
  },
} satisfies Meta<typeof BatchSampleTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each row as it will be booked, named by its row number in the file. */
export const Rows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'The first rows to create' });
    await expect(canvas.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['2', '3']);
    await expect(table).toHaveTextContent('Noura Al-Sabah');
    await expect(table).toHaveTextContent('12.5');
  },
};

/** An Arabic page: Arabic column names; what the shop typed is isolated in either script. */
export const ArabicPage: Story = {
  ...onArabicBulkPage,
  args: { label: bulkArabic.sampleTitle },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')[2]).toHaveTextContent(bulkArabic.receiver);
    await expect(canvas.getByText('Noura Al-Sabah').tagName).toBe('BDI');
  },
};
