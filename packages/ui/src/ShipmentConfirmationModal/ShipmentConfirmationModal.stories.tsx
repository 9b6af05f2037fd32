import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { placeholderImage } from '../utils/sampleImages';
import { ShipmentConfirmationModal } from './ShipmentConfirmationModal';

const meta = {
  component: ShipmentConfirmationModal,
  args: {
    isOpen: true,
    onOk: fn(),
    airwayBillNo: '40012345678',
    labelImageUrl: placeholderImage('Label', '#ffffff'),
    downloadUrl: '/api/website/label/abc',
  },
} satisfies Meta<typeof ShipmentConfirmationModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmation: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Shipment Confirmation Details' });
    await expect(dialog).toHaveTextContent('40012345678');
    await expect(screen.getByRole('link', { name: 'Download File' })).toHaveAttribute(
      'href',
      '/api/website/label/abc',
    );
    // The label PDF is saved, not opened in place of the portal.
    await expect(screen.getByRole('link', { name: 'Download File' })).toHaveAttribute('download');
    await userEvent.click(screen.getByRole('button', { name: 'Ok' }));
    await expect(args.onOk).toHaveBeenCalled();
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
