import { z } from 'zod';
import type { Say } from './fields.ts';
import { isIsoDate } from '../collectionDate.ts';
import { TRACKING_STATUS_LABELS, TRACKING_STATUSES } from '../tracking.ts';
import { bookingStep1Shapes } from './bookingStep1.ts';
import {
  checkCollectionWindow,
  type Clock,
  collectionWindowShape,
  systemClock,
} from './collectionFields.ts';
import {
  evenWithOtherErrors,
  isCleanText,
  optionalText,
  requiredEmail,
  requiredPhone,
  requiredText,
  textMessages,
  TEXT_LIMITS,
} from './fields.ts';
import { messageGroup } from '../messageWords.ts';

/** Longest range the CSV export takes, in days (a year of 10,000 shipments is a few MB). */
export const EXPORT_MAX_DAYS = 366;
/** Shipments one portal collection may gather. */
export const COLLECTION_MAX_SHIPMENTS = 50;
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The customer portal's forms: shipment search, address book, profile, password,
 * notification preferences, a collection for several shipments, and the CSV export's range.
 * The spec shows none of these screens; the words follow the site's 'Enter ...' / 'Select ...'
 * style and the fields of the logged-in user data (spec 3).
 */
export const portalMessages = messageGroup('portalForm');

const m = portalMessages;

/**
 * What the portal shows as a shipment's status: a tracking status, or 'not_booked' (recorded,
 * not yet booked with the courier) or 'cancelled' (stopped before pickup by staff).
 */
export const PORTAL_SHIPMENT_STATUSES = [...TRACKING_STATUSES, 'not_booked', 'cancelled'] as const;
export type PortalShipmentStatus = (typeof PORTAL_SHIPMENT_STATUSES)[number];
export const PORTAL_STATUS_LABELS: Record<PortalShipmentStatus, string> = {
  ...TRACKING_STATUS_LABELS,
  not_booked: 'Not booked',
  cancelled: 'Cancelled',
};

/** Statuses of an unfinished journey (the dashboard's 'in transit'). */
export const IN_TRANSIT_STATUSES: readonly PortalShipmentStatus[] = [
  'booked',
  'picked_up',
  'in_transit',
  'at_customs',
  'out_for_delivery',
];
/** Statuses that need the customer's attention (the dashboard's 'exceptions'). */
export const EXCEPTION_STATUSES: readonly PortalShipmentStatus[] = ['exception'];

const optionalDate = (message: Say) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => value === '' || isIsoDate(value), { error: message })
    .default('');

const requiredDate = (message: Say) =>
  z
    .string({ error: message })
    .trim()
    .refine((value) => isIsoDate(value), { error: message });

/** Days from `from` to `to` inclusive (both YYYY-MM-DD). */
export function daysInRange(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

function checkDateOrder(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const { from, to } = value;
  if (typeof from !== 'string' || typeof to !== 'string' || !from || !to) return;
  if (!isIsoDate(from) || !isIsoDate(to)) return;
  if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: m.dateOrder });
}

/**
 * Shipment search: `q` matches any part of the AWB, shipment number, reference or the receiver's
 * company or attention name, without regard to case; dates are Kuwait booking dates, inclusive.
 */
export const shipmentSearchSchema = z
  .object({
    q: optionalText(TEXT_LIMITS.name),
    status: z
      .string({ error: () => m.status })
      .trim()
      .refine(
        (value) => value === '' || (PORTAL_SHIPMENT_STATUSES as readonly string[]).includes(value),
        {
          error: () => m.status,
        },
      )
      .default(''),
    from: optionalDate(() => m.fromDate),
    to: optionalDate(() => m.toDate),
  })
  .superRefine(checkDateOrder, evenWithOtherErrors);
export type ShipmentSearchInput = z.input<typeof shipmentSearchSchema>;
export type ShipmentSearch = z.output<typeof shipmentSearchSchema>;

/** CSV export: a required range of at most EXPORT_MAX_DAYS days. */
export const shipmentExportSchema = z
  .object({ from: requiredDate(() => m.fromDate), to: requiredDate(() => m.toDate) })
  .superRefine((value, ctx) => {
    checkDateOrder(value, ctx);
    const { from, to } = value as { from?: unknown; to?: unknown };
    if (typeof from === 'string' && typeof to === 'string' && isIsoDate(from) && isIsoDate(to))
      if (to >= from && daysInRange(from, to) > EXPORT_MAX_DAYS)
        ctx.addIssue({ code: 'custom', path: ['to'], message: m.rangeTooLong });
  }, evenWithOtherErrors);
export type ShipmentExportInput = z.input<typeof shipmentExportSchema>;

const step1 = bookingStep1Shapes.customer;

/** A saved sender: the customer wizard's sender fields, with its rules and messages. */
export const senderAddressShape = {
  sender_consignor: step1.sender_consignor,
  sender_contact_person: step1.sender_contact_person,
  sender_street_name_number: step1.sender_street_name_number,
  sender_street_name_number1: step1.sender_street_name_number1,
  sender_zip_code: step1.sender_zip_code,
  sender_country: step1.sender_country,
  sender_city: step1.sender_city,
  sender_telephone: step1.sender_telephone,
  sender_fax: step1.sender_fax,
  sender_email: step1.sender_email,
};

/** A saved receiver: the customer wizard's receiver fields, with its rules and messages. */
export const receiverAddressShape = {
  receiver_company_name: step1.receiver_company_name,
  receiver_attention: step1.receiver_attention,
  receiver_street_name_number: step1.receiver_street_name_number,
  receiver_street_name_number1: step1.receiver_street_name_number1,
  receiver_city: step1.receiver_city,
  receiver_zip_code: step1.receiver_zip_code,
  receiver_country: step1.receiver_country,
  receiver_telephone: step1.receiver_telephone,
  receiver_mobile: step1.receiver_mobile,
  receiver_fax: step1.receiver_fax,
  receiver_email: step1.receiver_email,
};

export const ADDRESS_KINDS = ['sender', 'receiver'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

export const senderAddressSchema = z.object({
  kind: z.literal('sender', { error: () => m.addressKind }),
  ...senderAddressShape,
});
export const receiverAddressSchema = z.object({
  kind: z.literal('receiver', { error: () => m.addressKind }),
  ...receiverAddressShape,
});

/**
 * An address-book entry: a sender or a receiver, with the wizard's own field names, so picking
 * one fills the wizard's step 1 as it is and saving the one typed sends the step's fields.
 */
export const addressBookEntrySchema = z.discriminatedUnion(
  'kind',
  [senderAddressSchema, receiverAddressSchema],
  { error: () => m.addressKind },
);
export type AddressBookEntryInput = z.input<typeof addressBookEntrySchema>;
export type AddressBookEntry = z.output<typeof addressBookEntrySchema>;

/** Profile: the contact fields of the logged-in user data (spec 3); AC_NO is not editable. */
export const profileSchema = z.object({
  COMP_NAME: requiredText(() => m.COMP_NAME, TEXT_LIMITS.name),
  ContactPerson: requiredText(() => m.ContactPerson, TEXT_LIMITS.name),
  CITY: requiredText(() => m.CITY, TEXT_LIMITS.name),
  PH_NO: requiredPhone(() => m.PH_NO),
  E_MAIL: requiredEmail(() => m.E_MAIL),
  Add1: optionalText(),
  Add2: optionalText(),
  Location_Area: optionalText(TEXT_LIMITS.name),
});
export type ProfileFormInput = z.input<typeof profileSchema>;
export type ProfileForm = z.output<typeof profileSchema>;

/** Passwords are not trimmed: spaces may be part of one. */
const password = (message: Say) =>
  z
    .string({ error: message })
    .max(TEXT_LIMITS.password, { error: () => textMessages.tooLong(TEXT_LIMITS.password) })
    .refine(isCleanText, { error: () => textMessages.badCharacters });

export const changePasswordSchema = z
  .object({
    current_password: password(() => m.currentPassword).min(1, { error: () => m.currentPassword }),
    new_password: password(() => m.newPassword).min(PASSWORD_MIN_LENGTH, {
      error: () => m.newPassword,
    }),
    confirm_password: password(() => m.confirmPassword),
  })
  .superRefine((value, ctx) => {
    const { current_password, new_password, confirm_password } = value as Record<string, unknown>;
    if (typeof new_password !== 'string') return;
    if (confirm_password !== new_password)
      ctx.addIssue({
        code: 'custom',
        path: ['confirm_password'],
        message: m.confirmPassword,
      });
    if (new_password.length >= PASSWORD_MIN_LENGTH && new_password === current_password)
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: m.samePassword });
  }, evenWithOtherErrors);
export type ChangePasswordFormInput = z.input<typeof changePasswordSchema>;

/** E-mail and SMS notifications of shipment events (sent by the notifications of issue 'scale-out'). */
export const notificationPreferencesSchema = z.object({
  notify_email: z.boolean({ error: () => m.notifyChoice }),
  notify_sms: z.boolean({ error: () => m.notifyChoice }),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

/**
 * One collection for several of the customer's shipments: which ones (their shipmentId), and the
 * collection window of the booking wizard's step 3 (its names: collection_close_time, spec 3).
 * The pickup address is the shipments' sender address.
 */
export function makePortalCollectionSchema({ clock = systemClock }: { clock?: Clock } = {}) {
  return z
    .object({
      shipmentIds: z
        .array(
          requiredText(() => m.shipments, TEXT_LIMITS.id),
          { error: () => m.shipments },
        )
        .min(1, { error: () => m.shipments })
        .max(COLLECTION_MAX_SHIPMENTS, { error: () => m.tooManyShipments }),
      ...collectionWindowShape(clock),
    })
    .superRefine(checkCollectionWindow, evenWithOtherErrors);
}
export const portalCollectionSchema = makePortalCollectionSchema();
export type PortalCollectionFormInput = z.input<typeof portalCollectionSchema>;
