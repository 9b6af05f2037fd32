/**
 * Every user-visible string of the site's own pages that is not a validation message (those live
 * with their schemas in @courier/domain) and not a component's (those live in @courier/ui's
 * catalogues). ICU MessageFormat strings (issue 15): `{name}` is an argument, `''` a literal
 * apostrophe; the Arabic translation is ar.ts, read through `useSiteWords()` (siteWords.ts).
 */
export const en = {
  nav: {
    home: 'Home',
    skipToContent: 'Skip to content',
    /** The name of the header's language switch (a navigation landmark). */
    language: 'Language',
  },
  footer: {
    companyProfile: 'Company Profile (PDF)',
    /** The names of the company's social links (the links themselves come from the API). */
    social: {
      facebook: 'Facebook',
      twitter: 'Twitter',
      linkedin: 'LinkedIn',
      instagram: 'Instagram',
    },
  },
  buttons: {
    submit: 'Submit',
    sendMessage: 'Send Message',
    checkRate: 'Check Rate',
    proceed: 'Proceed',
    findLocations: 'Find Locations',
    readMore: 'Read More',
    login: 'Login',
    download: 'Download',
    howCanWeHelp: 'How Can We Help',
    requestQuote: 'REQUEST A QUOTE',
    findNearestLocation: 'Find Nearest Location',
    search: 'Search',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Back to home',
  },
  rates: {
    failed: 'The rate could not be calculated. Please check the details and try again.',
    deliveryOption: 'Select Delivery Option',
    /** Shown before the first calculation; `{button}` is the Check Rate button's label. */
    fillIn: 'Fill in the form and press {button} to see the cost.',
    dutiesNote:
      'Customs duties and taxes at the destination are not included and incur extra charges.',
  },
  blog: {
    category: 'Category',
    categoryNamed: 'Category: {name}',
    tag: 'Tag',
    tagNamed: 'Tag: {name}',
    results: "Results for ''{keyword}''",
    noResults: "No posts match ''{keyword}''. Try another word.",
    emptyCategory: 'There are no posts in this category yet.',
    emptyTag: 'There are no posts with this tag yet.',
    /** Visually hidden heading of the post grid: the cards' h3 titles need an h2 above them. */
    posts: 'Posts',
    /** The post page's banner until the post is in, and its sidebar's headings. */
    blog: 'Blog',
    recentPosts: 'Recent Posts',
    categories: 'Categories',
    tags: 'Tags',
  },
  tracking: {
    /** The summary's heading before the number (`Tracking No.: 700…`). */
    trackingNo: 'Tracking No.:',
    /** The summary's rows (order-tracking); the values are the carrier's data. */
    airwayBillNo: 'Airway Bill No',
    status: 'Status',
    awbDate: 'AWB Date',
    deliveryDate: 'Delivery Date',
    deliveryTime: 'Delivery Time',
    forwarder: 'Forwarder',
    forwarderNo: 'Forwarder No',
    consigneeName: 'Consignee Name',
    destination: 'Destination',
    remarks: 'Remarks',
    forwarder2: 'Forwarder 2',
    forwarderNo2: 'Forwarder No 2',
    history: 'Shipment History',
    opensInNewTab: '(opens in a new tab)',
    notFound:
      'No shipment was found for tracking number {number}. Please check the number and try again.',
    noneFound:
      'No shipment was found for these tracking numbers. Please check the numbers and try again.',
  },
  errors: {
    routeCrash: 'Something went wrong while showing this page.',
  },
  common: {
    loading: 'Loading...',
    noResults: 'Nothing to show yet.',
    allLocation: 'All Location',
  },
  about: {
    whoWeAre: 'Who we are',
    vision: 'Our Vision',
    mission: 'Our Mission',
    history:
      'We are the Kuwait branch of a worldwide express network, moving documents and parcels {reach}. Our story in express logistics began in {since}, and the company was incorporated in {incorporated} with its head office in {headOffice} and {franchiseOffices} franchise offices.',
    /** The network's reach inside `history` and `home.about`. */
    reachTo: 'to {countries} countries',
    worldwide: 'worldwide',
    certified:
      'We are certified to ISO 9001:2015 and operate as a customs-authorised courier operator, so your shipments clear quickly and safely.',
    visionText:
      'To be the most trusted express courier for every business and family in Kuwait, connecting them with the world.',
    missionText:
      'To deliver on time, every time, with transparent prices, online booking and live tracking for every shipment.',
  },
  location: {
    listView: 'List View',
    mapView: 'Map View',
  },
  career: {
    details: 'Career Details',
    /** The application form's heading. */
    submitDetails: 'Submit Your Details',
    experience: 'Experience',
    vacancies: 'No. of Vacancies',
    skills: 'Skills',
  },
  franchise: {
    joinNetwork: 'Join Our Network',
    intro:
      'Open a franchise office of our international express network in your area. Tell us about yourself and we will call you back.',
    register: 'Register',
    serviceContract: 'Service Contract',
    startShipping: 'Start Shipping',
    track: 'Track',
  },
  /** Page titles shown in each page's banner. */
  pages: {
    aboutUs: 'About Us',
    blogGrid: 'Blog Grid',
    bookShipment: 'Book Shipment',
    career: 'Career',
    checkRate: 'Check Rate',
    contactUs: 'Contact Us',
    customerLogin: 'Customer Login',
    faq: 'FAQ',
    findLocation: 'Find Location',
    franchise: 'Franchise',
    multiTracking: 'Multi Tracking',
    orderTracking: 'Order Tracking',
    ourPeople: 'Our People',
    ourServices: 'Our Services',
    ourTeam: 'Our Team',
    rateEnquiry: 'Rate Enquiry',
    bookCollection: 'Book Collection',
    createShipment: 'Create Shipment',
    /** Banners shown while a page's own title (from the API) is missing. */
    teamMember: 'Team Member',
    news: 'News & Update',
    information: 'Information',
  },
  /** Field labels, placeholders and form titles of the site's own forms. */
  form: {
    name: 'Name',
    email: 'Email',
    mobile: 'Mobile',
    subject: 'Subject',
    message: 'Message',
    resume: 'Resume',
    userId: 'User ID',
    password: 'Password',
    country: 'Country',
    location: 'Location',
    fromCountry: 'From Country',
    selectFromCountry: 'Select From Country',
    toCountry: 'To Country',
    selectToCountry: 'Select To Country',
    fromCity: 'From State/City',
    selectFromCity: 'Select From State/City',
    toCity: 'To State/City',
    selectToCity: 'Select To State/City',
    weight: 'Weight',
    unit: 'Unit',
    franchiseEnquiry: 'Franchise Enquiry',
    requestCallback: 'Request a Callback',
  },
  /** Names for assistive technology and tooltips. */
  aria: {
    rateForm: 'Rate form',
    rateResult: 'Rate result',
    tags: 'Tags',
    findLocations: 'Find locations',
    view: 'View',
    companyVideo: 'Company video',
    /** The captions track's name in the video player's menu. */
    englishCaptions: 'English',
    officeMap: 'Office map',
    contactMe: 'Contact Me',
  },
  /** A team member's page (member-details). */
  team: {
    phone: 'Phone',
    website: 'Website',
    address: 'Address',
    /** The member's career so far (not the careers page). */
    career: 'Career',
    /** The member's social links (lower case as the spec writes them; CSS capitalises them). */
    facebook: 'facebook',
    twitter: 'twitter',
    googlePlus: 'google plus',
  },
  contact: {
    ourOffice: 'Our Office',
    /** Before the office's WhatsApp and call numbers. */
    whatsappCall: 'WhatsApp / Call:',
    email: 'Email:',
  },
  /** The booking wizard's step names (the stepper). */
  wizard: {
    parties: 'Sender and Receiver',
    shipping: 'Shipping Details',
    collection: 'Collection, Documents and Payment',
    payment: 'Online Payment',
  },
  /** The collection booking form (Book Collection). */
  collection: {
    contactPerson: 'Contact Person',
    companyName: 'Company Name',
    street: 'Street Name/Number',
    country: 'Country',
    selectCountry: 'Select Country',
    city: 'City',
    zipcode: 'Zipcode',
    phone: 'Telephone/Mobile',
    fax: 'Fax Number',
    email: 'Email',
    shipmentType: 'Shipment Type',
    selectShipmentType: 'Select Shipment Type',
    /** The shipment types (COLLECTION_SHIPMENT_TYPES, whose values the API takes as they are). */
    document: 'Document',
    nonDocument: 'Non Document',
    date: 'Collection Date',
    readyTime: 'Collection Ready Time',
    closingTime: 'Collection Closing Time',
    select: 'Select',
    vehicleType: 'Vehicle Type',
    selectVehicleType: 'Select Vehicle Type',
    reference: 'Reference Number',
    collectionNumber: 'Collection Number',
    domesticCount: 'No. of Domestic Shipment',
    internationalCount: 'No. of International Shipment',
    totalPieces: 'All shipment: Total Pieces',
    totalWeight: 'All shipment: Total Weight',
    collectionShipmentType: 'Collection Shipment Type',
    instructions: 'Special Instruction',
  },
  home: {
    about:
      '{name} is the Kuwait branch of a worldwide express network that ships documents and parcels {reach}. Our own story in express logistics began in {since}; the company was incorporated in {incorporated} with its head office in {headOffice}. Book online, drop off at one of our service points or let us collect from your door.',
    steps: 'Ship in 3 steps',
    step: 'Step {number}',
    needPrice: 'Need a price for your shipment?',
    becomePartner: 'Become a franchise partner',
    /** Visually hidden end of the about section's Read More link. */
    readMoreAbout: 'about us',
    /** The three steps under `steps`; `{days}` is the back office's working-days figure. */
    estimate: 'Get Estimate',
    estimateDays: 'Check the rate online; delivery in {days} working days.',
    estimateText: 'Check the rate online before you book.',
    picking: 'Picking',
    pickingText: 'We collect your shipment from your door at the time you choose.',
    movingDay: 'Moving Day',
    movingDayText: 'Your shipment flies on our network and you track it all the way.',
    strengths: 'Our Strengths',
    customs: 'Customs authorised',
    customsText: 'A customs-authorised courier operator: fast and safe clearance.',
    iso: 'ISO 9001:2015',
    isoText: 'Certified quality management on every shipment.',
    liveTracking: 'Live tracking',
    liveTrackingText: 'Track one or many shipments at any time.',
    doorToDoor: 'Door to door',
    doorToDoorText: 'Collection from your door and delivery to the receiver.',
    globalPresence: 'Global Presence',
    networkOf: 'A network of {countries} countries.',
    regionalOffices: 'Our regional offices:',
    /** The hero's slide while the back office's slides are missing. */
    heroTitle: 'International Courier Service in Kuwait',
    heroReach: 'Express delivery to {countries} countries',
    heroWorldwide: 'Express delivery worldwide',
    heroSubtitle: 'Door to door from Kuwait, with customs clearance included.',
  },
  portal: {
    dashboard: 'My Account',
    shipments: 'My Shipments',
    shipmentDetails: 'Shipment Details',
    addressBook: 'Address Book',
    collections: 'My Collections',
    profile: 'My Profile',
    notFound: 'This shipment is not among yours.',
    addressSaved: 'Address saved.',
    addressDeleted: 'Address deleted.',
    profileSaved: 'Your details are saved.',
    passwordChanged: 'Your password is changed. Other sessions were ended.',
    preferencesSaved: 'Your notification preferences are saved.',
    collectionBooked: 'Collection {number} is booked.',
    shipAgainLoaded:
      'Filled from your earlier shipment: check the details; step 3 asks for a new collection date and documents.',
    shipAgainFailed: 'That shipment could not be loaded; the wizard starts empty.',
  },
} as const;

export type Catalogue = typeof en;
