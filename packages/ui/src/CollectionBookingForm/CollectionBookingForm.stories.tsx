import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { CollectionBookingForm } from './CollectionBookingForm';
import { sampleVehicles } from '../utils/storyData';

const meta = {
  component: CollectionBookingForm,
  args: {
    shipments: [
      { id: 's1', label: 'SHP00000012 - Emirates Supplies, Dubai' },
      { id: 's2', label: 'SHP00000013 - Gulf Traders, Riyadh' },
    ],
    vehicles: sampleVehicles,
    onSubmit: fn(),
    onCancel: fn(),
    now: new Date('2026-11-24T06:00:00Z'),
  },
} satisfies Meta<typeof CollectionBookingForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the shipments and the collection fields say what is missing. */
export const EmptySubmit: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Book collection' }));
    await expect(canvas.getByText('Select at least one shipment.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('checkbox', { name: /SHP00000012/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /SHP00000013/ }));
    await expect(canvas.queryByText('Select at least one shipment.')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /Vehicle Type/ }));
    await expect(within(document.body).getByRole('option', { name: 'Van' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Filled in, it sends the shipments and the collection window under the wizard's names. */
export const BookTwo: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: /SHP00000012/ }));
    await userEvent.click(canvas.getByRole('checkbox', { name: /SHP00000013/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    await userEvent.click(await screen.findByRole('button', { name: /November 25, 2026/ }));
    await userEvent.click(canvas.getByRole('button', { name: /Vehicle Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Van' }));
    await userEvent.click(canvas.getByRole('button', { name: /Collection Time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '10:00' }));
    await userEvent.click(canvas.getByRole('button', { name: /Cutoff\/Closing Time/ }));
    await userEvent.click(await screen.findByRole('option', { name: '16:00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book collection' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      shipmentIds: ['s1', 's2'],
      collection_date: '2026-11-25',
      collection_ready_time: '10:00',
      collection_close_time: '16:00',
      vehicle_type: 'van',
      special_instruction: '',
    });
  },
};

export const NothingToCollect: Story = {
  args: { shipments: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Every shipment is already collected or on a collection.'),
    ).toBeVisible();
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
