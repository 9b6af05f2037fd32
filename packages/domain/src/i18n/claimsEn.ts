/**
 * The claims' words in English (namespace 'claims', docs/claims.md): refusals, field errors (the
 * claim schemas' ids), the states and kinds as the claimant reads them, and the message of each
 * step sent by e-mail, SMS or WhatsApp. A catalogue of its own, as the office's: the API writes
 * them in the request's language; the public site's pages, which word their own form, do not
 * carry it. The Arabic twin is `claimsAr.ts`.
 */
export const claimsCatalogEn = {
  refusal: {
    notYet: 'A claim can be made once the shipment is delivered, lost or a week late.',
    windowClosed: 'Claims for this shipment could be made up to 30 days after its delivery.',
    returned: 'This shipment was returned to its sender: no claim can be made for it.',
    cancelled: 'This shipment was cancelled: no claim can be made for it.',
    kindNotAllowed: 'This kind of claim cannot be made for this shipment now.',
    openClaim: 'You already have an open claim for this shipment.',
    notFound: 'Claim not found.',
    stepNotAllowed: 'This claim can no longer be changed this way.',
  },
  fields: {
    kind: 'Please choose damage or loss.',
    description: 'Please describe what happened.',
    descriptionTooLong: 'Please keep the description to 2000 characters.',
    value: 'Enter the value in KWD, for example 12.500.',
    valueTooHigh: 'Above 5,000 KWD, please contact customer service.',
    photo: 'Each photo must be a JPEG or PNG picture of at most 3 MB.',
    photoRequired: 'Add at least one photo of the damage.',
    tooManyPhotos: 'Add at most 5 photos.',
    reason: 'Please give a reason.',
    reasonTooLong: 'Please keep the reason to 1000 characters.',
  },
  checkFields: 'Please check the highlighted fields.',
  filed: 'Your claim is filed. We have sent you a confirmation.',
  answered: 'Thank you: we have your answer.',
  decided: 'The claim is updated and the claimant is told.',
  state: {
    submitted: 'Submitted',
    more_info_requested: 'More information needed',
    accepted: 'Accepted',
    rejected: 'Rejected',
  },
  kind: { damage: 'Damage', loss: 'Loss' },
  message: {
    subject: 'Your claim {claim} for shipment {awb}',
    lead: {
      submitted: 'We have received your claim {claim} for shipment {awb}.',
      more_info_requested:
        'We need more information about your claim {claim} for shipment {awb}: {reason}',
      accepted: 'Your claim {claim} for shipment {awb} is accepted.',
      rejected: 'Your claim {claim} for shipment {awb} is rejected: {reason}',
    },
    see: 'See your claim:',
  },
} as const;
