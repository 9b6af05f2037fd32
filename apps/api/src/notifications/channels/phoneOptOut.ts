import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { phoneOptOuts } from '../../db/schema/index.ts';

/**
 * The words that stop and restart messages, as carriers and Twilio read them (STOP, START...),
 * with the Arabic a Kuwaiti receiver writes. Matched on the whole message, case and spacing aside.
 */
const STOP_WORDS = new Set([
  'stop',
  'stopall',
  'unsubscribe',
  'cancel',
  'end',
  'quit',
  'إيقاف',
  'ايقاف',
  'توقف',
  'إلغاء',
  'الغاء',
]);
const START_WORDS = new Set(['start', 'unstop', 'yes', 'ابدأ', 'ابدا', 'اشتراك']);

function optOutWordOf(text: string): 'stop' | 'start' | undefined {
  const word = text.trim().toLowerCase();
  if (STOP_WORDS.has(word)) return 'stop';
  if (START_WORDS.has(word)) return 'start';
  return undefined;
}

/** Records what a person wrote to our number: STOP opts the number out, START back in. */
export async function applyOptOutWord(db: Db, number: string, text: string): Promise<void> {
  const word = optOutWordOf(text);
  if (word === 'stop') await db.insert(phoneOptOuts).values({ number }).onConflictDoNothing();
  if (word === 'start') await db.delete(phoneOptOuts).where(eq(phoneOptOuts.number, number));
}

export async function isPhoneOptedOut(db: Db, number: string): Promise<boolean> {
  const [row] = await db
    .select({ number: phoneOptOuts.number })
    .from(phoneOptOuts)
    .where(eq(phoneOptOuts.number, number));
  return row !== undefined;
}
