import type { NotificationPreferences, ProfileForm } from '@courier/domain/schemas/portal';
import { eq } from 'drizzle-orm';
import { customerData, type CustomerRow } from '../customers/customerAccounts.ts';
import type { Db } from '../db/client.ts';
import { customers } from '../db/schema/index.ts';

/** The portal's view of the account: its data and its notification choices. */
export const profileOf = (row: CustomerRow) => ({
  ...customerData(row),
  notify_email: row.notifyEmail,
  notify_sms: row.notifySms,
});

/** Saves the account's own details; answers the profile as it now reads. */
export async function updateProfile(db: Db, customerId: number, form: ProfileForm) {
  const [row] = await db
    .update(customers)
    .set({
      companyName: form.COMP_NAME,
      contactPerson: form.ContactPerson,
      city: form.CITY,
      phone: form.PH_NO,
      email: form.E_MAIL,
      address1: form.Add1,
      address2: form.Add2,
      locationArea: form.Location_Area,
    })
    .where(eq(customers.id, customerId))
    .returning();
  return profileOf(row!);
}

/** Saves the account's notification choices; answers the profile as it now reads. */
export async function updateNotifications(
  db: Db,
  customerId: number,
  form: NotificationPreferences,
) {
  const [row] = await db
    .update(customers)
    .set({ notifyEmail: form.notify_email, notifySms: form.notify_sms })
    .where(eq(customers.id, customerId))
    .returning();
  return profileOf(row!);
}
