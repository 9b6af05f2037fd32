import { noteMessages } from '../messages.ts';
import { describe, expect, it } from 'vitest';
import { bookingStep1Messages } from './bookingStep1.ts';
import { collectionWindowMessages } from './collectionFields.ts';
import {
  addressBookEntrySchema,
  changePasswordSchema,
  daysInRange,
  EXPORT_MAX_DAYS,
  makePortalCollectionSchema,
  portalMessages,
  shipmentExportSchema,
  shipmentSearchSchema,
} from './portal.ts';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('portal schemas', () => {
  it('search: everything optional, a bad status or date or order has its words', () => {
    expect(shipmentSearchSchema.parse({})).toEqual({ q: '', status: '', from: '', to: '' });
    expect(
      messagesOf(shipmentSearchSchema.safeParse({ status: 'lost', from: '2026-13-01', to: '' })),
    ).toEqual({ status: portalMessages.status, from: portalMessages.fromDate });
    expect(
      messagesOf(shipmentSearchSchema.safeParse({ from: '2026-03-02', to: '2026-03-01' })),
    ).toEqual({ to: portalMessages.dateOrder });
  });

  it('export: both dates required, at most EXPORT_MAX_DAYS days', () => {
    expect(daysInRange('2026-01-01', '2026-01-01')).toBe(1);
    expect(shipmentExportSchema.safeParse({ from: '2025-01-01', to: '2026-01-01' }).success).toBe(
      true,
    );
    expect(daysInRange('2025-01-01', '2026-01-02')).toBe(EXPORT_MAX_DAYS + 1);
    expect(
      messagesOf(shipmentExportSchema.safeParse({ from: '2025-01-01', to: '2026-01-02' })),
    ).toEqual({ to: portalMessages.rangeTooLong });
    expect(messagesOf(shipmentExportSchema.safeParse({}))).toEqual({
      from: portalMessages.fromDate,
      to: portalMessages.toDate,
    });
  });

  it("address entries use the wizard's own fields and messages", () => {
    expect(messagesOf(addressBookEntrySchema.safeParse({ kind: 'receiver' }))).toMatchObject({
      receiver_company_name: bookingStep1Messages.receiver_company_name,
      receiver_mobile: bookingStep1Messages.receiver_mobile,
    });
    expect(messagesOf(addressBookEntrySchema.safeParse({ kind: 'shop' }))).toEqual({
      kind: portalMessages.addressKind,
    });
  });

  it('password change: long enough, confirmed, not the current one', () => {
    expect(
      messagesOf(
        changePasswordSchema.safeParse({
          current_password: 'Same#password1',
          new_password: 'Same#password1',
          confirm_password: 'Same#password1',
        }),
      ),
    ).toEqual({ new_password: portalMessages.samePassword });
    expect(
      messagesOf(
        changePasswordSchema.safeParse({
          current_password: '',
          new_password: 'x',
          confirm_password: 'y',
        }),
      ),
    ).toEqual({
      current_password: portalMessages.currentPassword,
      new_password: portalMessages.newPassword,
      confirm_password: portalMessages.confirmPassword,
    });
  });

  it('collection for several shipments: one to fifty shipments', () => {
    const schema = makePortalCollectionSchema({ clock: () => new Date('2026-03-01T06:00:00Z') });
    const form = {
      shipmentIds: ['a'],
      collection_date: '2026-03-02',
      collection_ready_time: '10:00',
      collection_close_time: '16:00',
      vehicle_type: 'van',
    };
    expect(schema.safeParse(form).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...form, shipmentIds: [] }))).toEqual({
      shipmentIds: portalMessages.shipments,
    });
    expect(
      messagesOf(schema.safeParse({ ...form, shipmentIds: Array.from({ length: 51 }, String) })),
    ).toEqual({ shipmentIds: portalMessages.tooManyShipments });
  });

  it("collection window: the wizard's names and the spec's words, closing after ready", () => {
    const schema = makePortalCollectionSchema({ clock: () => new Date('2026-03-01T06:00:00Z') });
    expect(messagesOf(schema.safeParse({ shipmentIds: ['a'] }))).toEqual({
      collection_date: collectionWindowMessages.collection_date,
      collection_ready_time: collectionWindowMessages.collection_ready_time,
      collection_close_time: collectionWindowMessages.collection_close_time,
      vehicle_type: collectionWindowMessages.vehicle_type,
    });
    expect(
      messagesOf(
        schema.safeParse({
          shipmentIds: [],
          collection_date: '2026-03-02',
          collection_ready_time: '16:00',
          collection_close_time: '10:00',
          vehicle_type: 'van',
        }),
      ),
    ).toEqual({
      shipmentIds: portalMessages.shipments,
      collection_close_time: noteMessages.closingAfterReady,
    });
  });
});
