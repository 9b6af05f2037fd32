import { pageCatalogue } from './pageCatalogue';
import { receiverPayEn } from './receiverPayEn';

/** The delivery page's COD payment catalogue (namespace `receiverPay`): loaded with it only. */
const receiverPay = pageCatalogue('receiverPay', receiverPayEn, () =>
  import('./receiverPayAr').then((m) => m.receiverPayAr),
);

/** Renders its children once the words of the language are loaded. */
export const ReceiverPayWordsGate = receiverPay.WordsGate;

/** The COD payment's words: `const w = useReceiverPayWords(); w.due({ amount })`. */
export const useReceiverPayWords = receiverPay.useWords;
