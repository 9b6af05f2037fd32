import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { bookingStep3Messages } from '@courier/domain/schemas/bookingStep3';
import { longText, sampleVehicles } from '../utils/storyData';
import { CollectionPaymentStep } from './CollectionPaymentStep';

const uploaded = async (file: File) => ({
  name: file.name,
  type: file.type,
  dataUrl: 'data:application/pdf;base64,JVBERi0=',
});

const meta = {
  component: CollectionPaymentStep,
  args: {
    variant: 'public',
    vehicles: sampleVehicles,
    // As kyc_list sends them: codes.
    kycTypes: [
      { id: 'civilid', name: 'civilid' },
      { id: 'passport', name: 'passport' },
      { id: 'commerciallicence', name: 'commerciallicence' },
      { id: 'voterid', name: 'voterid' },
      { id: 'aadharcard', name: 'aadharcard' },
      { id: 'pancard', name: 'pancard' },
    ],
    now: new Date('2026-03-10T08:00:00Z'),
    termsContent: Array.from({ length: 10 }, (_, i) => (
      <p key={i} className="mb-3">
        {longText}
      </p>
    )),
    privacyContent: <p>{longText}</p>,
    prepareUpload: uploaded,
    onSubmit: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof CollectionPaymentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptySubmitShowsMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    for (const message of [
      bookingStep3Messages.collection_date,
      bookingStep3Messages.collection_ready_time,
      bookingStep3Messages.collection_close_time,
      bookingStep3Messages.vehicle_type,
      bookingStep3Messages.special_instruction,
      bookingStep3Messages.kyc_type,
      bookingStep3Messages.kyc_document,
      bookingStep3Messages.shipment_type,
      bookingStep3Messages.payment_type,
      bookingStep3Messages.accept_terms,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    await expect(
      canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toHaveAccessibleDescription(bookingStep3Messages.accept_terms);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Company shows the invoice upload (and requires it); individual hides it and clears the invoice. */
export const ChoosingIndividualHidesInvoice: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Company' }));
    await expect(canvas.getByRole('group', { name: 'Company Invoice' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await canvas.findByText(bookingStep3Messages.invoice_document)).toBeVisible();
    const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type=file]');
    await userEvent.upload(
      inputs[1]!,
      new File(['%PDF-'], 'invoice.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText('invoice.pdf')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Individual' }));
    await expect(canvas.queryByRole('group', { name: 'Company Invoice' })).toBeNull();
    await expect(canvas.queryByText(bookingStep3Messages.invoice_document)).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Company' }));
    await expect(canvas.getByRole('group', { name: 'Company Invoice' })).toHaveTextContent(
      'No file chosen',
    );
  },
};

/** Cash says Submit, online says Next. */
export const OnlineSaysNext: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Pay Online' }));
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Cash' }));
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeVisible();
  },
};

export const Busy: Story = {
  args: { isBusy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  },
};

export const TermsModal: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Read the Terms and Conditions' }));
    await expect(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  },
};

/**
 * The customer wizard: cash by default, no online option, and two boxes, terms and privacy policy,
 * each with its own message and its own modal.
 */
export const CustomerVariant: Story = {
  args: { variant: 'customer' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Cash' })).toBeChecked();
    await expect(canvas.queryByRole('radio', { name: 'Pay Online' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const terms = canvas.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    const privacy = canvas.getByRole('checkbox', { name: 'I accept the privacy policy' });
    await expect(terms).toHaveAccessibleDescription(bookingStep3Messages.accept_terms);
    await expect(privacy).toHaveAccessibleDescription(bookingStep3Messages.accept_privacy);
    await userEvent.click(terms);
    await expect(privacy).toHaveAccessibleDescription(bookingStep3Messages.accept_privacy);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the Terms and Conditions' }));
    await expect(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('button', { name: 'Read the Privacy Policy' }));
    await expect(await screen.findByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
  },
};

/** Codes stay on the wire, people read labels. */
/** Shipping to India: the Kuwaiti documents, and India's own; a company's licence is held back
 * until the shipper is a company. */
export const KycAndVehicleLabels: Story = {
  args: { destinationIso: 'IN' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /KYC Type/ }));
    const kyc = await screen.findAllByRole('option');
    await expect(kyc.map((o) => o.textContent)).toEqual([
      'Civil ID',
      'Passport',
      'Voter ID',
      'Aadhaar card',
      'PAN card',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Aadhaar card' }));
    await userEvent.click(canvas.getByRole('button', { name: /Vehicle Type/ }));
    const vehicles = await screen.findAllByRole('option');
    await expect(vehicles.map((o) => o.textContent)).toEqual(['Van', 'Bike']);
    await userEvent.click(screen.getByRole('option', { name: 'Van' }));
    // The chosen labels show; the values held are the codes.
    await expect(canvas.getByRole('button', { name: /KYC Type/ })).toHaveTextContent(
      'Aadhaar card',
    );
    await expect(canvas.getByRole('button', { name: /Vehicle Type/ })).toHaveTextContent('Van');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A date the server rejects is cleared and its message shown. */
export const CollectionDateRejected: Story = {
  args: { onCollectionDateChange: async () => 'Collection not available on this date.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Choose date/ }));
    await userEvent.click(await screen.findByRole('button', { name: /March 12, 2026/ }));
    await expect(await canvas.findByText('Collection not available on this date.')).toBeVisible();
  },
};

/**
 * Typing a date goes through years such as 0002: only the finished date (not before today) is
 * checked with the server, so a rejection of a half-typed year never clears the field.
 */
export const TypedDateIsCheckedOnce: Story = {
  args: { onCollectionDateChange: fn(async () => null) },
  play: async ({ canvas, args, userEvent }) => {
    const group = canvas.getAllByRole('group', { name: 'Collection Date' })[0]!;
    await userEvent.click(within(group).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('03122026');
    await expect(args.onCollectionDateChange).toHaveBeenCalledTimes(1);
    await expect(args.onCollectionDateChange).toHaveBeenCalledWith('2026-03-12');
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };
