/** The words of the e-mail to an account whose endpoint was disabled, English and Arabic. */
const disabledEmailWords = {
  en: {
    subject: 'A webhook endpoint was disabled',
    body: (url: string, hours: number) =>
      `Every delivery to your webhook endpoint ${url} failed for ${hours} hours, so we have stopped sending events to it.\n\nFix the endpoint, then add it again in the portal's Webhooks page. Events of the meantime can be sent again there with "Resend".`,
  },
  ar: {
    subject: 'تم تعطيل نقطة استقبال للإشعارات الفورية',
    body: (url: string, hours: number) =>
      `فشلت كل محاولات الإرسال إلى نقطة الاستقبال ${url} لمدة ${hours} ساعة، لذلك أوقفنا إرسال الأحداث إليها.\n\nأصلح نقطة الاستقبال ثم أضفها من جديد في صفحة الإشعارات الفورية في البوابة. ويمكن إعادة إرسال أحداث هذه الفترة من هناك بزر "إعادة الإرسال".`,
  },
} as const;

/** One e-mail in both languages: the account has no language of its own. */
export function disabledEmail(url: string, hours: number): { subject: string; text: string } {
  const { en, ar } = disabledEmailWords;
  return {
    subject: `${en.subject} / ${ar.subject}`,
    text: `${en.body(url, hours)}\n\n---\n\n${ar.body(url, hours)}\n`,
  };
}
