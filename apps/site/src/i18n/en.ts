/**
 * Every user-visible string of the site's own pages that is not a validation message (those live
 * with their schemas in @courier/domain) and not a component's (those live in @courier/ui's
 * catalogues). ICU MessageFormat strings: `{name}` is an argument, `''` a literal
 * apostrophe; the Arabic translation is ar.ts, read through `useSiteWords()` (siteWords.ts).
 */
export const en = {
  nav: {
    home: 'Home',
    skipToContent: 'Skip to content',
    /** The name of the header's language switch (a navigation landmark). */
    language: 'Language',
    /** The language switch's link: the other language, named in itself. */
    otherLanguage: 'العربية',
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
    /** The office card's link: the office's pin in Google Maps, in a new tab. */
    openInMaps: 'Open in Google Maps',
    /** Loads the embedded map in the page, in place of the office card. */
    showMap: 'Show the map here',
  },
  /** The booking wizard's step names (the stepper). */
  wizard: {
    parties: 'Sender and Receiver',
    shipping: 'Shipping Details',
    collection: 'Collection, Documents and Payment',
    /** Every public booking counts four steps, cash too (it books on step 3). */
    payment: 'Payment',
  },
  /** The page the payer comes back to from the payment gateway's hosted page (book-shipment). */
  payment: {
    /** While the gateway's page opens. */
    redirecting: 'Opening the secure payment page...',
    checking: 'Checking your payment...',
    received: 'Payment received',
    receivedText: 'We have received your payment of {amount} by {method}. Your shipment is booked.',
    notCompleted: 'Payment not completed',
    declinedText:
      'Your bank declined the payment. Your booking is saved: you can try again or choose another way to pay.',
    cancelledText:
      'You cancelled the payment. Your booking is saved: you can pay now to confirm it.',
    waitingText:
      "We have not received the payment gateway's answer yet. If you paid, this page updates by itself in a moment; otherwise you can pay now.",
    notFound: 'We could not find this booking. Please book again.',
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
  webhooks: {
    title: 'Webhooks',
    intro:
      'Your systems hear of your shipments as they move: we send each event you choose to your endpoint as a signed HTTPS POST.',
    docsHint: 'Check every delivery with its Courier-Signature header and your signing secret.',
    addTitle: 'Add an endpoint',
    url: 'Endpoint URL',
    urlHint: 'A public https:// address of your system.',
    events: 'Events to send',
    add: 'Add endpoint',
    secretTitle: 'Your signing secret',
    secretOnce:
      'Copy it now and keep it in your system: it is shown this once. Add the endpoint again if it is lost.',
    secretDone: 'I have copied it',
    listTitle: 'Your endpoints',
    none: 'No endpoints yet.',
    enabled: 'Enabled',
    disabled: 'Disabled',
    disabledFailing: 'Disabled: every delivery failed for a day. Add it again once it is fixed.',
    added: 'Added {date}',
    showDeliveries: 'Recent deliveries',
    hideDeliveries: 'Hide deliveries',
    delete: 'Delete',
    deleteConfirm: 'Delete this endpoint? It will receive no more events.',
    deleteYes: 'Yes, delete',
    keep: 'Keep it',
    deleted: 'The endpoint is deleted.',
    created: 'The endpoint is added.',
    deliveriesTitle: 'Recent deliveries to {url}',
    noDeliveries: 'Nothing sent to this endpoint yet.',
    event: 'Event',
    status: 'Status',
    answer: 'Answer',
    duration: 'Time',
    durationMs: '{ms} ms',
    attempts: 'Attempts',
    when: 'Last try',
    noAnswer: 'No answer',
    resend: 'Resend',
    resent: 'The event is queued to be sent again.',
    deliveryStatus: { pending: 'Retrying', succeeded: 'Delivered', failed: 'Failed' },
    eventTypes: {
      shipmentCreated: 'Shipment booked',
      shipmentStatusChanged: 'Shipment status changed',
      shipmentDelivered: 'Shipment delivered',
      shipmentException: 'Shipment exception',
      shipmentCancelled: 'Shipment cancelled',
      pickupStatusChanged: 'Pickup status changed',
      codCollected: 'Cash on delivery collected',
      remittancePaid: 'Remittance paid',
      batchCompleted: 'Bulk upload completed',
      returnCreated: 'Return created',
    },
  },
  accountUsers: {
    title: 'Users and roles',
    intro:
      'Invite colleagues to this business account and choose what each may do. Everything a user does is recorded with their name.',
    roles: {
      owner: 'Owner',
      shipper: 'Shipper',
      viewer: 'Viewer',
    },
    roleHints: {
      owner: 'Everything: users, API keys and webhooks too.',
      shipper: 'Creates and manages shipments, pickups and labels.',
      viewer: 'Reads and exports shipments.',
    },
    inviteHeading: 'Invite a user',
    email: 'E-mail address',
    emailHint: 'The invitation link is sent here. It works once, for 7 days.',
    role: 'Role',
    invite: 'Send invitation',
    invitedToast: 'An invitation has been sent to {email}.',
    usersHeading: 'Users',
    usersTable: 'Table of the account users',
    invitationsHeading: 'Pending invitations',
    invitationsTable: 'Table of pending invitations',
    noInvitations: 'No invitations are waiting.',
    colName: 'Name',
    colEmail: 'E-mail',
    colRole: 'Role',
    colSince: 'Since',
    colExpires: 'Expires',
    colActions: 'Actions',
    you: '(you)',
    accountLogin: 'Account login',
    changeRole: 'Change role',
    changeRoleLabel: 'Change the role of {name}',
    newRole: 'New role',
    save: 'Save',
    roleChangedToast: '{name} is now {role}.',
    remove: 'Remove',
    removeLabel: 'Remove {name}',
    removeTitle: 'Remove this user?',
    removeText:
      '{name} is logged out at once and the API keys they created stop working. This cannot be undone.',
    removedToast: '{name} has been removed.',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the invitation to {email}',
    revokeTitle: 'Revoke this invitation?',
    revokeText: 'The link sent to {email} stops working.',
    revokedToast: 'The invitation to {email} is revoked.',
    cancel: 'Cancel',
    ownersOnly: 'Only an owner of the account can manage its users.',
  },
  /** The shop's customer's return page (`/return#<token>`, docs/returns.md). */
  returnPage: {
    title: 'Send your parcel back',
    lead: 'The shop you bought from lets you send this parcel back with us. Check it below, create the return and print its label: no account or login needed.',
    checking: 'Opening your return...',
    invalid:
      'This link is not valid. Please use the link the shop gave you exactly as it was sent.',
    intro: 'Your parcel from {shop} can be sent back to them. The return costs you nothing.',
    parcel: 'Your parcel',
    awb: 'Air waybill',
    status: 'Status',
    city: 'Delivered to',
    create: 'Create my return',
    createHint:
      'We book a shipment from you back to the shop. Print its label, stick it on the parcel and hand it to our courier or at any of our branches.',
    made: 'Your return {number} is booked.',
    madeBefore: 'Your return {number} was booked already.',
    label: 'Download the return label (PDF)',
    nextSteps:
      'Stick the label on the parcel and hand it to our courier or at any of our branches.',
  },
  delivery: {
    title: 'Your delivery',
    lead: 'Follow your shipment here and, until it is on its way to you, tell us how it should reach you: another day, a branch, a neighbour or another address in Kuwait.',
    checking: 'Opening your delivery...',
    invalid:
      'This link is not valid. Please use the link from your message exactly as it was sent.',
    changeHeading: 'Change your delivery',
    changeIntro: 'Not at home? Choose what suits you. We confirm it by the same message channel.',
    closesAt: 'You can change it until {time} today.',
    window: 'Expected between {from} and {to} today',
    windowNote: 'The time narrows as the courier completes the stops before yours.',
    currentHeading: 'Your choice',
    kindLabel: 'What would you like?',
    kindRequired: 'Please choose what to change.',
    kinds: {
      reschedule: 'Deliver on another day',
      branch: 'Hold it at a branch for me',
      neighbour: 'Leave it with a neighbour or in a safe place',
      address: 'Deliver to another address in Kuwait',
    },
    current: {
      reschedule: 'We will deliver on {date}.',
      branch: 'Your shipment will wait for you at {branch}.',
      neighbour: 'We will leave it with {place}: {note}',
      address: 'We will deliver to {address}.',
    },
    day: 'Delivery day',
    dayHint: 'Working days of the next 7 days.',
    branch: 'Branch',
    branchPlaceholder: 'Choose a branch',
    place: 'Leave it with',
    places: { neighbour: 'A neighbour', safe_place: 'A safe place' },
    placeWords: { neighbour: 'a neighbour', safe_place: 'a safe place' },
    note: 'Where or with whom',
    noteHint: 'For example: the neighbour in flat 4, or behind the garden gate.',
    address: {
      area: 'Area',
      block: 'Block',
      street: 'Street',
      house: 'House or building',
      floor: 'Floor (optional)',
      flat: 'Flat (optional)',
      note: 'Note for the courier (optional)',
    },
    addressLine: '{area}, Block {block}, Street {street}, House {house}',
    confirm: 'Confirm',
    confirmed: 'Your choice is recorded. We have sent you a confirmation.',
  },
  invitation: {
    title: 'Join a business account',
    intro: '{company} invites {email} to its business account as {role}.',
    checking: 'Checking your invitation...',
    invalid: 'This invitation link is not valid any more. Ask for a new invitation.',
    name: 'Your name',
    password: 'Password',
    passwordHint: 'At least 8 characters.',
    confirmPassword: 'Confirm password',
    accept: 'Accept and log in',
    userIdHint: 'You log in with your e-mail address as the User ID.',
  },
  meta: {
    /** The brand after each page's name in its title (Latin in Arabic too). */
    site: 'Courier Express Kuwait',
    /** The home page's title, description and keywords, whole. */
    home: {
      title: 'International Courier Service in Kuwait | Express Shipping & Parcel Delivery',
      description:
        'International courier service in Kuwait: express document and parcel shipping to 209+ countries, online booking, door-to-door collection, rate quotes and live shipment tracking.',
      keywords:
        'international courier service Kuwait, courier Kuwait, express shipping Kuwait, parcel delivery Kuwait, door to door courier, shipment tracking Kuwait, cheap international courier',
    },
    /** Each route's name (its title before the brand) and description, by route path. */
    routes: {
      services: {
        name: 'Our Services',
        description:
          'Express courier, air freight, sea freight and logistics services from Kuwait.',
      },
      'service-single': {
        name: 'Service Details',
        description: 'Details of our courier and logistics service.',
      },
      blog: {
        name: 'Blog Grid',
        description: 'News, tips and stories about international shipping from Kuwait.',
      },
      'blog-by-category': { name: 'Blog by Category', description: 'Blog posts in one category.' },
      'blog-by-tag': { name: 'Blog by Tag', description: 'Blog posts with one tag.' },
      'blog-search': { name: 'Blog Search', description: 'Search results in our blog.' },
      'blog-single': { name: 'Blog', description: 'A post from our blog.' },
      team: {
        name: 'Our Team',
        description: 'Meet the team behind our courier service in Kuwait.',
      },
      'member-details': { name: 'Team Member', description: 'Profile of a member of our team.' },
      'contact-us': {
        name: 'Contact Us',
        description: 'Call, write or request a callback from our Kuwait office.',
      },
      'find-location': {
        name: 'Find Location',
        description: 'Find our offices and service points on a list or a map.',
      },
      'check-rate': {
        name: 'Check Rate',
        description: 'Check international shipping rates from Kuwait in KWD.',
      },
      'rate-enquiry': {
        name: 'Rate Enquiry',
        description: 'Get a shipping quote and book your shipment online.',
      },
      franchise: {
        name: 'Franchise',
        description: 'Become a franchise partner of our express courier network.',
      },
      'book-collection': {
        name: 'Book Collection',
        description: 'Book a shipment collection from your door.',
      },
      'book-shipment': {
        name: 'Book Shipment',
        description: 'Book an international shipment online, pay cash or by card.',
      },
      'static-page': { name: 'Information', description: 'Company information and policies.' },
      'news-details': {
        name: 'News & Update',
        description: 'Latest news from our courier network.',
      },
      career: { name: 'Career', description: 'Job openings at our courier company in Kuwait.' },
      'career-details': {
        name: 'Career Details',
        description: 'Details of a job opening and how to apply.',
      },
      'about-us': {
        name: 'About Us',
        description: 'Our history, certifications, vision and mission.',
      },
      faq: {
        name: 'FAQ',
        description: 'Frequently asked questions about shipping, rates and tracking.',
      },
      peoples: { name: 'Our People', description: 'The people of our courier network.' },
      'order-tracking': {
        name: 'Order Tracking',
        description: 'Track your shipment by its tracking number.',
      },
      'customer-login': {
        name: 'Customer Login',
        description: 'Log in to create shipments as a registered customer.',
      },
      'create-shipment': {
        name: 'Create Shipment',
        description: 'Create a shipment as a registered customer.',
      },
      'multi-tracking': { name: 'Multi Tracking', description: 'Track several shipments at once.' },
      'my-account': {
        name: 'My Account',
        description: 'Your shipments in transit, delivered and needing action.',
      },
      'my-shipments': {
        name: 'My Shipments',
        description: 'Find your shipments, their status and documents.',
      },
      'shipment-details': {
        name: 'Shipment Details',
        description: 'Tracking history and documents of a shipment.',
      },
      'address-book': { name: 'Address Book', description: 'Your saved senders and receivers.' },
      'my-collections': {
        name: 'My Collections',
        description: 'Your collection bookings and their status.',
      },
      'my-profile': {
        name: 'My Profile',
        description: 'Your contact details, password and notifications.',
      },
      webhooks: {
        name: 'Webhooks',
        description: 'Your endpoints for signed shipment and pickup events.',
      },
      'api-keys': {
        name: 'API keys',
        description: 'Keys for the merchant API: create, copy once, revoke.',
      },
      'account-users': {
        name: 'Users and roles',
        description: 'Invite colleagues to the business account and choose their roles.',
      },
      'cash-on-delivery': {
        name: 'Cash on delivery',
        description: 'The cash collected for you at the door, what is due and each payment to you.',
      },
      statements: {
        name: 'Monthly statements',
        description: 'Your statement of each month: shipments, charges, VAT and cash on delivery.',
      },
      'bulk-upload': {
        name: 'Bulk upload',
        description:
          'Upload a CSV or Excel file of shipments, fix its errors and print every label.',
      },
      invitation: {
        name: 'Join a business account',
        description: 'Accept an invitation to a business account.',
      },
      delivery: {
        name: 'Your delivery',
        description: 'See your shipment and choose how it reaches you.',
      },
      return: {
        name: 'Send your parcel back',
        description: 'Make the return of a parcel the shop sent you.',
      },
    },
    /** An unknown path's (the not-found page). */
    notFound: {
      name: 'Page not found',
      description: 'The page you are looking for does not exist.',
    },
  },
} as const;
