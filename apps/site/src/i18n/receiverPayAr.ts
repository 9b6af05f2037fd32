import type { CatalogOf } from '@courier/ui/i18n/catalog';
import type { receiverPayEn } from './receiverPayEn';

/** Arabic words of the delivery page's cash-on-delivery payment (receiverPayEn.ts). */
export const receiverPayAr: CatalogOf<typeof receiverPayEn> = {
  heading: 'الدفع عند الاستلام',
  due: 'يطلب المرسل مبلغ {amount} عند التسليم. ادفعه الآن عبر الإنترنت ولن يلزمك دفع شيء عند الباب.',
  paidOnline: 'تم الدفع عبر الإنترنت: {amount}. لا يلزم دفع أي مبلغ عند الباب.',
  paid: 'تم دفع مبلغ الدفع عند الاستلام البالغ {amount}.',
  received: 'تم استلام الدفعة، وأرسلنا إليك تأكيدًا.',
  notPaid: 'لم تتم عملية الدفع ولم يُخصم أي مبلغ. يمكنك المحاولة مرة أخرى.',
  waiting: 'بانتظار رد البنك. ستتحدّث هذه الصفحة تلقائيًا.',
};
