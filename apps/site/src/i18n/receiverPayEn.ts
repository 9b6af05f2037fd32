/**
 * English words of the delivery page's cash-on-delivery payment (namespace `receiverPay`). Only
 * that page reads them, with a COD shipment, so they load with its own code (receiverPayWords.tsx).
 */
export const receiverPayEn = {
  heading: 'Cash on delivery',
  due: 'The sender asks for {amount} on delivery. Pay it now online and nothing is due at the door.',
  paidOnline: 'Paid online: {amount}. Nothing is due at the door.',
  paid: 'The cash-on-delivery amount of {amount} is paid.',
  received: 'Payment received. We have sent you a confirmation.',
  notPaid: 'The payment did not go through and nothing was charged. You can try again.',
  waiting: 'We are waiting for the bank’s answer. This page updates by itself.',
} as const;
