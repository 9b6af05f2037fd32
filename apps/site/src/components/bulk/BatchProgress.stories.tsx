import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BatchProgress, type BatchState } from './BatchProgress';
import { bulkArabic, onArabicBulkPage } from './bulkStory';

const rows = (created: number, failed: number, pending: number): BatchState['rows'] => [
  ...Array.from({ length: created }, (_, i) => ({
    row: i + 2,
    status: 'created' as const,
    errors: [],
  })),
  ...Array.from({ length: failed }, (_, i) => ({
    row: created + i + 2,
    status: 'failed' as const,
    errors: [{ column: '', message: 'The shipment could not be created: carrier unavailable' }],
  })),
  ...Array.from({ length: pending }, (_, i) => ({
    row: created + failed + i + 2,
    status: 'pending' as const,
    errors: [],
  })),
];

const labels = [
  {
    id: 'pdf',
    name: 'All labels, A4 PDF',
    href: '/api/website/portal_batch_labels?id=b1&format=pdf',
  },
  {
    id: '4x6',
    name: 'All labels, 4x6 PDF',
    href: '/api/website/portal_batch_labels?id=b1&format=4x6',
  },
  { id: 'zpl', name: 'All labels, ZPL', href: '/api/website/portal_batch_labels?id=b1&format=zpl' },
];

const meta = {
  component: BatchProgress,
  args: {
    batch: {
      status: 'creating',
      counts: { rows: 50, invalid: 3, pending: 27, created: 20, failed: 0 },
      rows: rows(20, 0, 27),
    },
    labels,
  },
} satisfies Meta<typeof BatchProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** While the queue books the rows: a named progress bar of the rows done, no links yet. */
export const Creating: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Creating shipments' });
    await expect(bar).toHaveAttribute('aria-valuenow', '20');
    await expect(bar).toHaveAttribute('aria-valuemax', '47');
    await expect(bar).toHaveAttribute('aria-valuetext', '20 of 47 rows done');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** Complete: the counts, and every label in one file per format (downloads). */
export const Completed: Story = {
  args: {
    batch: {
      status: 'completed',
      counts: { rows: 50, invalid: 3, pending: 0, created: 47, failed: 0 },
      rows: rows(47, 0, 0),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Shipments created' })).toBeVisible();
    const link = canvas.getByRole('link', { name: 'All labels, A4 PDF' });
    await expect(link).toHaveAttribute('download');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Rows the carrier refused are listed with why. */
export const CompletedWithFailures: Story = {
  args: {
    batch: {
      status: 'completed',
      counts: { rows: 50, invalid: 3, pending: 0, created: 45, failed: 2 },
      rows: rows(45, 2, 0),
    },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rows not created' });
    await expect(canvas.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['47', '48']);
    await expect(table).toHaveTextContent('carrier unavailable');
  },
};

export const ArabicPage: Story = {
  ...onArabicBulkPage,
  args: Completed.args,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: bulkArabic.doneTitle })).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      bulkArabic.progress({ done: 47, total: 47 }),
    );
  },
};
