/**
 * English words of the claim section (namespace `claims`): the delivery page's "Report a
 * problem" and the portal shipment page's Claim. Only those read them, so they load with the
 * section's own lazy code (claimsWords.tsx).
 */
export const claimsEn = {
  title: 'Report a problem',
  portalTitle: 'Claim',
  lead: 'Parcel damaged, or never arrived? Tell us what happened and what it is worth: we will look into it and keep you told.',
  kind: 'What happened?',
  kinds: { damage: 'It arrived damaged', loss: 'It never arrived' },
  description: 'What happened',
  value: 'Value of the contents (KWD)',
  valueHint: 'For example 12.500',
  photos: 'Photos',
  photosHint: 'JPEG or PNG, up to 5. For damage, at least one photo of it.',
  addPhotos: 'Add photos',
  dropHere: 'Or drop photos here.',
  noPhotos: 'No photo chosen',
  remove: 'Remove',
  removePhoto: 'Remove {name}',
  submit: 'Send my claim',
  claimHeading: 'Your claim {number}',
  status: 'Status',
  kindLabel: 'Kind',
  valueLabel: 'Value claimed',
  filedOn: 'Filed',
  ourNote: 'Our note',
  history: 'History',
  moreInfo: 'We need more information',
  answer: 'Your answer',
  sendAnswer: 'Send my answer',
  filed: 'Your claim is filed. We have sent you a confirmation.',
  answered: 'Thank you: we have your answer.',
  loading: 'Loading the claim...',
  /** The form's own checks, by the domain schema's error ids. */
  errors: {
    kind: 'Please choose damage or loss.',
    description: 'Please describe what happened.',
    descriptionTooLong: 'Please keep the description to 2000 characters.',
    value: 'Enter the value in KWD, for example 12.500.',
    valueTooHigh: 'Claims above 5,000 KWD are handled by customer service: please contact us.',
    photo: 'Each photo must be a JPEG or PNG picture of at most 3 MB.',
    photoRequired: 'Add at least one photo of the damage.',
    tooManyPhotos: 'Add at most 5 photos.',
    reason: 'Please give a reason.',
    reasonTooLong: 'Please keep the reason to 1000 characters.',
  },
} as const;
