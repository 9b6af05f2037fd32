import type { Language } from '@courier/domain/language';

/**
 * The words of the sandbox's hosted payment page (sandboxGateway.ts), the gateway simulator's,
 * in English and Arabic: the page speaks the payer's language, as KNET's page does (langid).
 * Arguments arrive formatted (an amount in the page's format).
 */
const en = {
  title: 'Secure payment (sandbox)',
  gateway: 'Payment gateway',
  sandbox: 'Sandbox',
  sandboxNote:
    "This is the sandbox's test payment page: no card is charged and no money moves. Choose the bank's answer to try, then pay or cancel.",
  heading: { knet: 'Pay with KNET', card: 'Pay by credit card' },
  summary: 'Payment summary',
  merchant: 'Merchant',
  merchantName: 'Courier Express',
  amount: 'Amount',
  method: 'Payment method',
  methods: { knet: 'KNET (Kuwaiti bank debit card)', card: 'Credit card (Visa, Mastercard)' },
  reference: 'Order reference',
  outcome: "The bank's answer to simulate",
  approve: 'Approved',
  decline: 'Declined',
  pay: (amount: string) => `Pay ${amount}`,
  cancel: 'Cancel and go back',
  invalidTitle: 'This payment link is not valid',
  invalid: 'Please start the payment again from the website.',
  expiredTitle: 'This payment session has expired',
  expired:
    'A payment page stays open for 30 minutes. Please start the payment again from the website.',
  backToSite: 'Back to the website',
};

type Words = typeof en;

const ar: Words = {
  title: 'دفع آمن (بيئة الاختبار)',
  gateway: 'بوابة الدفع',
  sandbox: 'بيئة اختبار',
  sandboxNote:
    'هذه صفحة الدفع التجريبية في بيئة الاختبار: لا تُخصم أي مبالغ من أي بطاقة. اختر رد البنك الذي تريد تجربته، ثم ادفع أو ألغِ.',
  heading: { knet: 'الدفع عبر كي نت', card: 'الدفع بالبطاقة الائتمانية' },
  summary: 'ملخص الدفع',
  merchant: 'التاجر',
  merchantName: 'كورير إكسبريس',
  amount: 'المبلغ',
  method: 'طريقة الدفع',
  methods: {
    knet: 'كي نت (بطاقة السحب الآلي من بنك كويتي)',
    card: 'بطاقة ائتمانية (فيزا، ماستركارد)',
  },
  reference: 'مرجع الطلب',
  outcome: 'رد البنك المراد تجربته',
  approve: 'مقبول',
  decline: 'مرفوض',
  pay: (amount: string) => `ادفع ${amount}`,
  cancel: 'إلغاء والعودة',
  invalidTitle: 'رابط الدفع هذا غير صالح',
  invalid: 'يرجى بدء عملية الدفع من جديد من الموقع.',
  expiredTitle: 'انتهت صلاحية جلسة الدفع هذه',
  expired: 'تبقى صفحة الدفع مفتوحة مدة 30 دقيقة. يرجى بدء عملية الدفع من جديد من الموقع.',
  backToSite: 'العودة إلى الموقع',
};

export const SANDBOX_GATEWAY_WORDS: Record<Language, Words> = { en, ar };
