import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pager } from './Pager';

const meta = {
  title: 'Admin/Pager',
  component: Pager,
  args: { label: 'Enquiries', page: 1, pageSize: 50, total: 120, onPageChange: () => undefined },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

function Paged(args: Parameters<typeof Pager>[0]) {
  const [page, setPage] = useState(args.page);
  return <Pager {...args} page={page} onPageChange={setPage} />;
}

/** Next and previous move a page and stop at the ends; where one stands is announced. */
export const Default: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Enquiries: pages' })).toBeVisible();
    await expect(canvas.getByText('Page 1 of 3 (120 rows)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('Page 3 of 3 (120 rows)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
  },
};

export const OnePage: Story = { args: { total: 7 } };
