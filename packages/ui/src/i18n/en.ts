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
  tracking: {
    label: 'Tracking Number',
    multipleLabel: 'Tracking Numbers',
    placeholder: 'Enter your tracking number',
    multiplePlaceholder: 'Enter tracking numbers, separated by commas',
    track: 'TRACK',
    trackAll: 'TRACK ALL',
  },
  rate: {
    title: 'Rate Inquiry',
    international: 'International',
    domestic: 'Domestic',
    fromCountry: 'From Country',
    toCountry: 'To Country',
    fromCity: 'From State/City',
    toCity: 'To State/City',
    weight: 'Weight',
    unit: 'Unit',
    checkRates: 'CHECK RATES',
    selectCountry: 'Select Country',
  },
  cost: {
    caption: 'Cost',
    shippingRate: 'Shipping Rate',
    vat: (percentage: string) => `VAT (${percentage}%)`,
    total: 'Total',
  },
  history: {
    caption: 'Shipment History',
    activityDate: 'Activity Date',
    activityTime: 'Activity Time',
    location: 'Location',
    shipmentHistory: 'Shipment History',
    empty: 'No shipment history yet.',
  },
  multiTracking: {
    caption: 'Shipments',
    shipmentNo: 'Shipment No',
    shipmentDate: 'Shipment Date',
    shipmentTime: 'Shipment Time',
    status: 'Status',
    remarks: 'Remarks',
  },
  locations: {
    caption: 'Locations',
    city: 'City',
    address: 'Address',
    mobile: 'Mobile',
    email: 'Email',
    map: 'Map of our offices',
  },
} as const;

export type Catalogue = typeof en;
