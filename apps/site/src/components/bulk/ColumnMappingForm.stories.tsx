import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { ColumnMappingForm } from './ColumnMappingForm';
import { bulkArabic, onArabicBulkPage } from './bulkStory';

const meta = {
  component: ColumnMappingForm,
  args: {
    headers: ['Order no', 'Receiver name', 'Mobile no'],
    columns: [
      { field: 'reference', header: 'Reference' },
      { field: 'receiver_attention', header: 'Receiver name' },
      { field: 'receiver_mobile', header: 'Receiver mobile' },
    ],
    mapping: { 'Receiver name': 'receiver_attention' },
    onSave: fn(),
  },
} satisfies Meta<typeof ColumnMappingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A select per header of the file; saving hands up the headers given a column. */
export const ChoosesColumns: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(
      canvas.getByRole('button', { name: /Your column “Receiver name”/ }),
    ).toHaveTextContent('Receiver name');
    await userEvent.click(canvas.getByRole('button', { name: /Your column “Order no”/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Reference' }));
    await userEvent.click(canvas.getByRole('button', { name: /Your column “Mobile no”/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Receiver mobile' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the columns and check again' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      'Order no': 'reference',
      'Receiver name': 'receiver_attention',
      'Mobile no': 'receiver_mobile',
    });
  },
};

/** One template column for two of the file's headers: refused on the second, nothing saved. */
export const ColumnTakenTwice: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const mobile = canvas.getByRole('button', { name: /Your column “Mobile no”/ });
    await userEvent.click(mobile);
    await userEvent.click(await screen.findByRole('option', { name: 'Receiver name' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save the columns and check again' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(
      canvas.getByText('Another column of your file already holds this one.'),
    ).toBeVisible();
  },
};

export const ArabicPage: Story = {
  ...onArabicBulkPage,
  args: {
    headers: ['رقم الطلب', 'اسم المستلم'],
    columns: [
      { field: 'reference', header: 'المرجع' },
      { field: 'receiver_attention', header: 'اسم المستلم' },
    ],
    mapping: { 'اسم المستلم': 'receiver_attention' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: new RegExp(bulkArabic.mappingLabel({ header: 'رقم الطلب' })),
      }),
    ).toHaveTextContent(bulkArabic.notUsed);
  },
};
