import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { MESSAGES } from '@courier/domain/messages';
import { Button } from '../Button/Button';
import { Toaster, toast } from './Toaster';

const meta = {
  component: Toaster,
  render: () => (
    <>
      <Button onPress={() => toast.success(MESSAGES.shipmentBooked)}>Success toast</Button>{' '}
      <Button variant="secondary" onPress={() => toast.error(MESSAGES.sendFailed)}>
        Error toast
      </Button>
      <Toaster />
    </>
  ),
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A tap on the toast closes it. */
export const CloseOnTap: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error toast' }));
    const message = await screen.findByText(MESSAGES.sendFailed);
    await userEvent.click(message);
    await waitFor(() => expect(screen.queryByText(MESSAGES.sendFailed)).toBeNull(), {
      timeout: 10000,
    });
    toast.remove();
  },
};
export const Success: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    const message = await screen.findByText(MESSAGES.shipmentBooked);
    await waitFor(() => expect(message).toBeVisible(), { timeout: 10000 });
    toast.remove();
  },
};

/** A success makes the earlier error stale: it is dismissed, the success stays. */
export const SuccessDismissesStaleError: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Error toast' }));
    await screen.findByText(MESSAGES.sendFailed);
    await userEvent.click(canvas.getByRole('button', { name: 'Success toast' }));
    await screen.findByText(MESSAGES.shipmentBooked);
    await waitFor(() => expect(screen.queryByText(MESSAGES.sendFailed)).toBeNull(), {
      timeout: 10000,
    });
    await expect(screen.getByText(MESSAGES.shipmentBooked)).toBeVisible();
    toast.remove();
  },
};
