import type { MessageWords } from '@courier/domain/messageWords';
import { messageWordsIn } from './messageLanguage.ts';

/**
 * An e-mail to a reader whose language is not known (an account has none of its own): its
 * subject and body from one group of the catalogue, written in English, then in Arabic.
 */
export function inBothLanguages<G extends keyof MessageWords>(
  group: G,
  write: (words: MessageWords[G]) => { subject: string; body: string },
): { subject: string; text: string } {
  const en = write(messageWordsIn('en')[group]);
  const ar = write(messageWordsIn('ar')[group]);
  return { subject: `${en.subject} / ${ar.subject}`, text: `${en.body}\n\n---\n\n${ar.body}\n` };
}
