import { inBothLanguages } from '../http/bothLanguages.ts';

/** One e-mail in both languages: the account has no language of its own. */
export function disabledEmail(url: string, hours: number): { subject: string; text: string } {
  return inBothLanguages('disabledEmail', (w) => ({
    subject: w.subject,
    body: w.body({ url, hours: String(hours) }),
  }));
}
