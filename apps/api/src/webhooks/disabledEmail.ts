import { messageWordsIn } from '../http/messageLanguage.ts';

/** One e-mail in both languages: the account has no language of its own. */
export function disabledEmail(url: string, hours: number): { subject: string; text: string } {
  const [en, ar] = (['en', 'ar'] as const).map((language) => {
    const w = messageWordsIn(language).disabledEmail;
    return { subject: w.subject, body: w.body({ url, hours: String(hours) }) };
  });
  return {
    subject: `${en!.subject} / ${ar!.subject}`,
    text: `${en!.body}\n\n---\n\n${ar!.body}\n`,
  };
}
