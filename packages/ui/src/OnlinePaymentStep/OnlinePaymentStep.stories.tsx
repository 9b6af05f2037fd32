import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onArabicPage } from '../utils/arabicStory';
import { OnlinePaymentStep } from './OnlinePaymentStep';

const meta = {
  component: OnlinePaymentStep,
  args: { onSubmit: fn(), onBack: fn(), amountText: 'KWD 12.35' },
} satisfies Meta<typeof OnlinePaymentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

/** KNET is chosen first; no field asks for a card: the gateway's page does. */
export const StartsOnKnet: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Online payment' });
    await expect(form).toBeVisible();
    await expect(canvas.getByTestId('pay-amount')).toHaveTextContent('KWD 12.35');
    await expect(canvas.getByRole('radio', { name: 'KNET' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'KNET' })).toHaveAccessibleDescription(
      'Debit card of any bank in Kuwait',
    );
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay KWD 12.35' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('knet');
  },
};

export const PaysByCard: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByText('Credit card'));
    await expect(canvas.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Pay KWD 12.35' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('card');
  },
};

/** On the page the payer comes back to after a decline: no Back, the reason above. */
export const AfterADecline: Story = {
  args: {
    onBack: undefined,
    defaultMethod: 'card',
    notice: (
      <p role="alert" className="rounded-card border border-danger bg-danger-soft p-4">
        Your bank declined the payment.
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(canvas.getByRole('radio', { name: 'Credit card' })).toBeChecked();
  },
};

export const Arabic: Story = {
  ...onArabicPage,
  args: { amountText: '12.35 د.ك' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'الدفع الإلكتروني' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'كي نت' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'ادفع 12.35 د.ك' })).toBeVisible();
  },
};

export const Busy: Story = { args: { isBusy: true } };
