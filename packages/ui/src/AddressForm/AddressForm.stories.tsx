import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AddressForm } from './AddressForm';

const meta = {
  component: AddressForm,
  args: {
    kind: 'receiver',
    countries: [
      { id: 'UNITED ARAB EMIRATES', name: 'UNITED ARAB EMIRATES' },
      { id: 'KUWAIT', name: 'KUWAIT' },
    ],
    cities: [{ id: 'DUBAI', name: 'DUBAI' }],
    onSubmit: fn(),
    onCancel: fn(),
    onKindChange: fn(),
  },
} satisfies Meta<typeof AddressForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An empty save shows the wizard's own messages, each tied to its field. */
export const EmptySaveShowsMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save address' }));
    const company = canvas.getByRole('textbox', { name: 'Company Name' });
    await expect(company).toHaveAccessibleDescription('Enter Receiver Company Name');
    await expect(company).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter Valid Receiver Mobile')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Sender' }));
    await expect(args.onKindChange).toHaveBeenCalledWith('sender');
  },
};

/** Filled in, it reports the entry with its kind and the wizard's field names. */
export const SaveReceiver: Story = {
  args: {
    title: 'Edit address',
    onKindChange: undefined,
    defaultValues: {
      receiver_company_name: 'Emirates Supplies',
      receiver_attention: 'Sara Khan',
      receiver_street_name_number: 'Office 402, Al Maktoum Road',
      receiver_country: 'UNITED ARAB EMIRATES',
      receiver_city: 'DUBAI',
      receiver_zip_code: '00000',
      receiver_telephone: '+97142001100',
      receiver_mobile: '+971501234567',
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    const form = canvas.getByRole('form', { name: 'Edit address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'receiver',
        receiver_company_name: 'Emirates Supplies',
        receiver_city: 'DUBAI',
        receiver_email: '',
      }),
    );
  },
};

/** A sender's address: the legend names the role, and no label speaks of a receiver. */
export const Sender: Story = {
  args: { kind: 'sender' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'New address (Sender)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Consignor' })).toBeVisible();
    await expect(canvas.queryAllByRole('textbox', { name: /Receiver/ })).toEqual([]);
    await expect(canvas.queryAllByRole('combobox', { name: /Receiver/ })).toEqual([]);
  },
};

/** A receiver's address: the same role-free labels under a legend that names the role. */
export const ReceiverLabels: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'New address (Receiver)' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Street Name/Number' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Mobile' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeVisible();
    await expect(canvas.queryAllByRole('textbox', { name: /Receiver/ })).toEqual([]);
  },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
