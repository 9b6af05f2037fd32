/**
 * Every user-visible string of the site that is not a validation message (those live with their
 * schemas in @courier/domain). One catalogue so that Arabic can arrive as a second file.
 */
export const en = {
  brand: 'Courier Express Kuwait',
  nav: {
    home: 'Home',
    rateInquiry: 'Rate Inquiry',
    services: 'Services',
    contactUs: 'Contact Us',
    customerLogin: 'Customer Login',
    externalPortal: '(customer portal, opens in a new tab)',
    logout: 'Logout',
    skipToContent: 'Skip to content',
    menu: 'Menu',
  },
  header: {
    salesPhoneLabel: 'Sales',
    generalPhoneLabel: 'General',
  },
  footer: {
    contactTitle: 'Contact',
    linksTitle: 'Useful Links',
    companyProfile: 'Company Profile (PDF)',
    faqs: 'FAQS',
    privacy: 'Privacy Policy',
    refund: 'Refund & Cancellation',
    terms: 'Terms & Condition',
    rights: 'All rights reserved.',
  },
  buttons: {
    submit: 'Submit',
    next: 'Next',
    back: 'Back',
    processing: 'Processing...',
    sendMessage: 'Send Message',
    checkRates: 'CHECK RATES',
    checkRate: 'Check Rate',
    proceed: 'Proceed',
    track: 'TRACK',
    cancel: 'Cancel',
    close: 'Close',
    ok: 'Ok',
    findLocations: 'Find Locations',
    readMore: 'Read More',
    applyNow: 'Apply Now',
    login: 'Login',
    downloadFile: 'Download File',
    download: 'Download',
    howCanWeHelp: 'How Can We Help',
    requestQuote: 'REQUEST A QUOTE',
    findNearestLocation: 'Find Nearest Location',
    previous: 'Previous',
    addLine: 'Add Line',
    removeLine: 'Remove',
    search: 'Search',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
  errors: {
    routeCrash: 'Something went wrong while showing this page.',
  },
  common: {
    loading: 'Loading...',
    noResults: 'Nothing to show yet.',
    threeComments: '3 comments',
    allLocation: 'All Location',
    selectPlaceholder: 'Select',
  },
} as const;

export type Catalogue = typeof en;
