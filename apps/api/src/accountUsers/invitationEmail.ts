import type { AccountRole } from '@courier/domain/schemas/accountUsers';
import { messageWordsIn } from '../http/messageLanguage.ts';

/** One e-mail in both languages: the invitee has no language of their own yet. */
export function invitationEmail(
  company: string,
  role: AccountRole,
  link: string,
  days: number,
): { subject: string; text: string } {
  const [en, ar] = (['en', 'ar'] as const).map((language) => {
    const w = messageWordsIn(language).invitationEmail;
    return {
      subject: w.subject,
      body: w.body({ company, role: w.roles[role], link, days: String(days) }),
    };
  });
  return {
    subject: `${en!.subject} / ${ar!.subject}`,
    text: `${en!.body}\n\n---\n\n${ar!.body}\n`,
  };
}
