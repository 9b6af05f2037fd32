import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BatchErrorsTable } from './BatchErrorsTable';
import { bulkArabic, onArabicBulkPage } from './bulkStory';

const meta = {
  component: BatchErrorsTable,
  args: {
    label: 'Errors by cell',
    errors: [
      { row: 11, column: 'Mobile no', message: 'Enter Valid Receiver Mobile' },
      { row: 26, column: 'Receiver city', message: 'Select Receiver City' },
      { row: 41, column: 'Receiver e-mail', message: 'Enter Valid Receiver Email Id' },
    ],
  },
} satisfies Meta<typeof BatchErrorsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each refused cell on a line of its own: its row number names the line. */
export const Errors: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Errors by cell' });
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Row',
      'Column',
      'Problem',
    ]);
    await expect(canvas.getAllByRole('rowheader').map((h) => h.textContent)).toEqual([
      '11',
      '26',
      '41',
    ]);
    await expect(table).toHaveTextContent('Select Receiver City');
  },
};

export const NoErrors: Story = {
  args: { errors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveTextContent('Every row is valid.');
  },
};

/** An Arabic page: Arabic column names; the file's own headers (either script) are isolated. */
export const ArabicPage: Story = {
  ...onArabicBulkPage,
  args: {
    label: bulkArabic.errorsTitle,
    errors: [
      { row: 11, column: 'رقم الجوال', message: 'أدخل رقم هاتف نقال صحيحًا للمستلم' },
      { row: 26, column: 'Receiver city', message: 'اختر مدينة المستلم' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      bulkArabic.row,
      bulkArabic.column,
      bulkArabic.problem,
    ]);
    await expect(canvas.getByText('Receiver city').tagName).toBe('BDI');
  },
};
