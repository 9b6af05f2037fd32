import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleLocations } from '../utils/sampleLocations';
import { LocationTable } from './LocationTable';

const meta = { component: LocationTable, args: { locations: sampleLocations } } satisfies Meta<
  typeof LocationTable
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    for (const header of ['City', 'Address', 'Mobile', 'Email']) {
      await expect(canvas.getByRole('columnheader', { name: header })).toBeVisible();
    }
    // The City column shows the city, not the office's name.
    await expect(canvas.getByRole('rowheader', { name: 'Kuwait City' })).toBeInTheDocument();
    await expect(canvas.queryByText('Sharq Head Office')).toBeNull();
  },
};
/** Hidden when there are no results. */
export const NoResults: Story = {
  args: { locations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
