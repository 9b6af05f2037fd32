import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { bookingStep1Messages } from '@courier/domain/schemas/bookingStep1';
import { sampleCities, sampleCountries } from '../utils/storyData';
import { SenderReceiverStep } from './SenderReceiverStep';

const meta = {
  component: SenderReceiverStep,
  args: {
    variant: 'public',
    countries: sampleCountries,
    senderCities: sampleCities,
    receiverCities: sampleCities,
    onSubmit: fn(),
    onSenderCountryChange: fn(),
    onReceiverCountryChange: fn(),
  },
} satisfies Meta<typeof SenderReceiverStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Sender and Receiver details' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Street Name/Number' })).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Receiver Street Name/Number' }),
    ).toBeVisible();
    // Required fields are marked and announced from the step's schema; optional ones are not.
    await expect(canvas.getByRole('textbox', { name: 'Consignor' })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: 'Street Name/Number' })).not.toBeRequired();
  },
};

/** Next with nothing filled: every required field shows its message, tied to its input. */
export const EmptySubmitShowsMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByText(bookingStep1Messages.sender_consignor)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('textbox', { name: 'Consignor' })).toHaveAccessibleDescription(
      bookingStep1Messages.sender_consignor,
    );
    for (const message of [
      bookingStep1Messages.sender_contact_person,
      bookingStep1Messages.sender_zip_code,
      bookingStep1Messages.sender_country,
      bookingStep1Messages.sender_email,
      bookingStep1Messages.receiver_company_name,
      bookingStep1Messages.receiver_mobile,
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    // The public wizard's sender street is optional.
    await expect(canvas.queryByText(bookingStep1Messages.sender_street_name_number)).toBeNull();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

const filled = {
  sender_consignor: 'Gulf Traders',
  sender_contact_person: 'Fatima Al-Sabah',
  sender_street_name_number: 'Al Soor Street 3',
  sender_zip_code: '13001',
  sender_country: '117',
  sender_city: '1',
  sender_telephone: '+96522001100',
  sender_email: 'fatima@example.com',
  receiver_company_name: 'Delhi Imports',
  receiver_attention: 'Ravi Kumar',
  receiver_street_name_number: 'Connaught Place 5',
  receiver_city: '2',
  receiver_zip_code: '110001',
  receiver_country: '99',
  receiver_telephone: '+911140000000',
  receiver_mobile: '+919800000000',
};

export const FilledSubmits: Story = {
  args: { defaultValues: filled },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ sender_consignor: 'Gulf Traders', receiver_email: '' }),
    );
  },
};

/** Choosing the receiver country asks the page for its cities and mobile code. */
export const ReceiverCountryFillsMobile: Story = {
  args: { receiverMobileCode: '+91' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Receiver Mobile' })).toHaveValue('+91');
    await userEvent.type(canvas.getByRole('combobox', { name: 'Receiver Country' }), 'Ind');
    await userEvent.click(await screen.findByRole('option', { name: 'India' }));
    await expect(args.onReceiverCountryChange).toHaveBeenCalledWith('99');
  },
};

/** The customer variant requires the sender street and has second street lines. */
export const CustomerVariant: Story = {
  args: { variant: 'customer', onCancel: fn() },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText(bookingStep1Messages.sender_street_name_number)).toBeVisible();
    // Each field has its own accessible name: the receiver's are prefixed.
    await expect(
      canvas.getByRole('textbox', { name: 'Street Name/Number (line 2)' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: 'Receiver Street Name/Number (line 2)' }),
    ).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultValues: filled },
};

const savedReceiver = {
  id: 'r1',
  name: 'Emirates Supplies - Dubai',
  values: {
    receiver_company_name: 'Emirates Supplies',
    receiver_attention: 'Sara Khan',
    receiver_street_name_number: 'Office 402, Al Maktoum Road',
    receiver_country: sampleCountries[0]!.id,
    receiver_city: sampleCities[0]!.id,
    receiver_zip_code: '00000',
    receiver_telephone: '+97142001100',
    receiver_mobile: '+971501234567',
  },
};

/** Customer wizard with the address book: a saved receiver fills the receiver fields. */
export const PickSavedReceiver: Story = {
  args: {
    variant: 'customer',
    receiverBook: { receivers: [savedReceiver], onSave: fn(), onPick: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    const picker = canvas.getByRole('combobox', { name: 'Saved receiver' });
    await expect(picker).toHaveAccessibleDescription(
      'Fills the receiver fields; you can still change them.',
    );
    await userEvent.type(picker, 'Emirates');
    await userEvent.click(await screen.findByRole('option', { name: 'Emirates Supplies - Dubai' }));
    await expect(canvas.getByRole('textbox', { name: 'Company Name' })).toHaveValue(
      'Emirates Supplies',
    );
    await expect(canvas.getByRole('textbox', { name: 'Receiver Mobile' })).toHaveValue(
      '+971501234567',
    );
    await expect(args.receiverBook?.onPick).toHaveBeenCalledWith(savedReceiver);
  },
};

/** Saving checks the receiver fields first, then hands them over under the step's names. */
export const SaveTypedReceiver: Story = {
  args: {
    variant: 'customer',
    receiverBook: { receivers: [], onSave: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    const save = canvas.getByRole('button', { name: 'Save receiver to address book' });
    await userEvent.click(save);
    await expect(canvas.getByRole('textbox', { name: 'Company Name' })).toHaveAccessibleDescription(
      bookingStep1Messages.receiver_company_name,
    );
    // Only the receiver was checked: the sender's fields stay quiet.
    await expect(canvas.queryByText(bookingStep1Messages.sender_consignor)).toBeNull();
    await expect(args.receiverBook?.onSave).not.toHaveBeenCalled();
  },
};
