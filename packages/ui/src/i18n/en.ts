/**
 * Every user-visible word of the component library, in English with the spec's exact words.
 * Validation messages are not here: they live with their schemas in @courier/domain.
 * An Arabic catalogue can arrive later with the same keys.
 */
export const en = {
  common: {
    processing: 'Processing...',
    submit: 'Submit',
    next: 'Next',
    back: 'Back',
    close: 'Close',
    cancel: 'Cancel',
    ok: 'Ok',
    sendMessage: 'Send Message',
    readMore: 'Read More',
    required: 'required',
    previous: 'Previous',
    dismiss: 'Dismiss',
    noResults: 'No results',
    chooseDate: 'Choose date',
    chooseFile: 'Choose File',
    noFileChosen: 'No file chosen',
    removeFile: 'Remove',
    home: 'Home',
    breadcrumb: 'Breadcrumb',
    steps: 'Progress',
    stepOf: (current: number, total: number) => `Step ${current} of ${total}`,
  },
} as const;

export type Catalogue = typeof en;
