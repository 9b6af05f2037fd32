import type { AccountRole } from '@courier/domain/schemas/accountUsers';

const roleWords = {
  en: { owner: 'owner', shipper: 'shipper', viewer: 'viewer' },
  ar: { owner: 'مالك', shipper: 'شاحن', viewer: 'مطّلع' },
} as const;

/** The words of the invitation e-mail, English and Arabic. */
const invitationWords = {
  en: {
    subject: 'You are invited to a business account',
    body: (company: string, role: AccountRole, link: string, days: number) =>
      `You have been invited to use the business account of ${company} on our website, as ${roleWords.en[role]}.\n\nOpen this link to choose your name and password (it works for ${days} days, once):\n${link}\n\nIf you did not expect this, ignore this e-mail.`,
  },
  ar: {
    subject: 'دعوة إلى حساب أعمال',
    body: (company: string, role: AccountRole, link: string, days: number) =>
      `تمت دعوتك لاستخدام حساب الأعمال الخاص بـ ${company} على موقعنا بدور ${roleWords.ar[role]}.\n\nافتح هذا الرابط لاختيار اسمك وكلمة المرور (يعمل مرة واحدة خلال ${days} أيام):\n${link}\n\nإذا لم تكن تتوقع هذه الرسالة فتجاهلها.`,
  },
} as const;

/** One e-mail in both languages: the invitee has no language of their own yet. */
export function invitationEmail(
  company: string,
  role: AccountRole,
  link: string,
  days: number,
): { subject: string; text: string } {
  const { en, ar } = invitationWords;
  return {
    subject: `${en.subject} / ${ar.subject}`,
    text: `${en.body(company, role, link, days)}\n\n---\n\n${ar.body(company, role, link, days)}\n`,
  };
}
