import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { cardMessages } from '@courier/domain/schemas/card';
import { CardPaymentStep } from './CardPaymentStep';

const meta = {
  component: CardPaymentStep,
  args: { onSubmit: fn(), onBack: fn(), amountText: 'KWD 12.35' },
} satisfies Meta<typeof CardPaymentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('form', { name: 'Online card payment' })).toBeVisible();
    await expect(canvas.getByTestId('pay-amount')).toHaveTextContent('KWD 12.35');
    // Month, year and CVV take no more digits than they can hold.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry Month (MM)' }), '123');
    await expect(canvas.getByRole('textbox', { name: 'Expiry Month (MM)' })).toHaveValue('12');
  },
};

export const EmptySubmitShowsMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    for (const message of Object.values(cardMessages)) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WrongDigitCounts: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card Number' }), '4111 1111 1111');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry Month (MM)' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('textbox', { name: 'Card Number' })).toHaveAccessibleDescription(
      cardMessages.card_number,
    );
    await expect(
      canvas.getByRole('textbox', { name: 'Expiry Month (MM)' }),
    ).toHaveAccessibleDescription(cardMessages.card_expiry_month);
  },
};

export const FilledSubmits: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on Card' }), 'Fatima Al-Sabah');
    await userEvent.click(canvas.getByRole('button', { name: /Card Type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Visa' }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Card Number' }),
      '4111 1111 1111 1111',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry Month (MM)' }), '09');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry Year (YYYY)' }), '2030');
    await userEvent.type(canvas.getByLabelText('CVV'), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        name_of_card: 'Fatima Al-Sabah',
        card_type: 'VISA',
        card_number: '4111111111111111',
        card_expiry_month: '09',
        card_expiry_year: '2030',
        card_cvv_number: '123',
      },
      expect.anything(),
    );
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
