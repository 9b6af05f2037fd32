/**
 * The domain's and the API's messages (namespace 'messages'): every refusal and success the API
 * writes, by a stable id (`group.key`). English is the spec's words, byte for byte (its spelling
 * included: 'Somthing', 'Sucessfully'); the Arabic twin is ar.ts. Code reads them through the
 * tables of messageWords.ts in the language of the moment (the request's, or the page's).
 * One group per table, in the order the tables were written; add a group at the end.
 */
export const messageCatalogEn = {
  /** Spec section 8 (messages.ts MESSAGES). */
  section8: {
    sendFailed: 'Somthing went wrong. Please try again',
    destinationCountryFailed: 'Something went wrong; please try again later.',
    shipmentNotBooked: 'Shipment Not Booked',
    shipmentBooked: 'Shipment Booked Sucessfully',
    loginFailed: 'Invalid Userid/Password. Please try again.',
    orderTrackingMissingNumber: 'Something went wrong.',
    multiTrackingMissingNumber: 'Somthing went wrong.',
    trackingBoxEmpty: 'Please enter a tracking number.',
    awbGenerated: 'AWB Generated Sucessfully',
  },
  /** rateQuote.ts QUOTE_MESSAGES: the countries and the weight are passed on as they are. */
  /** messages.ts imageLoadErrorMessage: the detail is passed on as it is. */
  image: {
    loadError: 'Error loading image: {detail}',
  },
  quote: {
    priced: 'Price calculated',
    noRoute: 'We do not ship from {origin} to {destination} yet. Please contact us for a quote.',
    tooHeavy:
      'No service carries {weightKg} kg from {origin} to {destination} yet. Please contact us for a quote.',
    serviceUnavailable: 'The selected service is not available for this shipment.',
    noGoodsService:
      'No service carries goods from {origin} to {destination} yet. Please contact us for a quote.',
    documentsOnly: 'The selected service carries documents only. Please choose another service.',
  },
  /** apps/api payments/paymentMessages.ts PAYMENT_MESSAGES. */
  payment: {
    approved: 'Payment Successful.',
    declined: 'Payment declined by the card issuer. Please use another card.',
    notATestCard:
      'Payment declined: the sandbox accepts only its test cards (4111111111111111 is approved).',
    cancelled: 'Payment cancelled.',
    invalidNumber: 'Invalid card number. Please check the digits and try again.',
    invalidExpiry: 'Invalid card expiry date.',
    expired: 'The card has expired.',
    invalidCvv: 'Invalid card CVV number.',
    invalidAmount: 'Invalid payment amount.',
    invalidCurrency: 'Invalid payment currency.',
    hostedOnly: 'Card payments are made on the payment page of our payment gateway.',
  },
  /** apps/api payments/paymentMessages.ts ONLINE_PAYMENT_MESSAGES. */
  /** The maximum per payment (PAYMENT_MAX_KWD) as written: 'KWD 1000.000'. */
  paymentLimit: {
    tooLarge: 'The payment amount is above the maximum per payment of {maximum}.',
  },
  onlinePayment: {
    received: 'Payment received.',
    awaiting: 'Waiting for the payment.',
    notOnline: 'This shipment is paid in cash at collection.',
    alreadyPaid: 'This shipment is already paid.',
    notFound: 'The shipment was not found.',
    unverified: "The payment gateway's answer could not be verified.",
  },
  /** apps/api shipments/consumePayment.ts PAYMENT_USE_MESSAGES. */
  paymentUse: {
    missing: 'Please complete the online payment first.',
    unknown: 'The payment was not found. Please pay again.',
    notApproved: 'The payment was not successful. Please pay again.',
    used: 'This payment has already been used for another shipment.',
    amount: 'The payment amount does not match the shipment amount.',
  },
  /** apps/api shipments/createShipment.ts SHIPMENT_MESSAGES. */
  shipment: {
    created: 'Your shipment has been booked successfully.',
    recorded: 'Shipment recorded.',
    otherCustomer: 'This booking belongs to another customer.',
    notFound: 'Shipment not found.',
  },
  /** apps/api routes/portal.ts PORTAL_MESSAGES. */
  portal: {
    shipments: 'Shipments',
    shipment: 'Shipment',
    shipmentNotFound: 'Shipment not found.',
    addressNotFound: 'Address not found.',
    addressSaved: 'The address has been saved.',
    addressDuplicate: 'This address is already in your address book.',
    addressDeleted: 'The address has been deleted.',
    addresses: 'Addresses',
    collections: 'Collections',
    dashboard: 'Dashboard',
    profile: 'Profile',
    profileSaved: 'Your details have been saved.',
    preferencesSaved: 'Your notification preferences have been saved.',
    wrongPassword: 'The current password is not correct.',
    passwordChanged: 'Your password has been changed. You have been logged out everywhere else.',
    apiKeys: 'API keys',
    apiKeyCreated: 'The API key has been created. Copy it now: it is not shown again.',
    apiKeyRevoked: 'The API key has been revoked.',
  },
  /** apps/api routes/portalUsers.ts PORTAL_USER_MESSAGES. */
  portalUsers: {
    users: 'Users',
    invited: 'The invitation has been sent.',
    roleChanged: 'The role has been changed.',
    removed: 'The user has been removed. Their sessions and API keys have ended.',
    invitationRevoked: 'The invitation has been revoked.',
    invitation: 'Invitation',
    accepted: 'Welcome! You are logged in.',
  },
  /** apps/api shipments/cancelShipment.ts CANCEL_MESSAGES. */
  cancel: {
    already: 'This shipment is already cancelled.',
    tooLate: 'Only a shipment not yet picked up can be cancelled.',
    cancelled: 'The shipment is cancelled.',
  },
  /** schemas/contact.ts contactMessages. */
  contact: {
    name: 'Enter your name.',
    email: 'Enter valid email id.',
    mobile: 'Enter your phone number.',
    mobileOnMobilePage: 'Enter your valid phone number.',
    message: 'Enter your message.',
  },
  /** schemas/memberContact.ts memberContactMessages. */
  memberContact: {
    name: 'Enter your name.',
    email: 'Enter your valid email id.',
    mobile: 'Enter your mobile number.',
    mobileDigits: 'Only numbers.',
    subject: 'Enter your subject.',
    message: 'Enter your message.',
  },
  /** schemas/franchise.ts franchiseMessages. */
  franchise: {
    name: 'Enter your name.',
    email: 'Enter your valid email id.',
    mobile: 'Enter your mobile number.',
    mobileDigits: 'Only numbers.',
    subject: 'Enter your subject.',
    message: 'Enter your message.',
    mobileFormat: 'Enter your valid mobile number.',
  },
  /** schemas/rate.ts rateMessages. */
  rate: {
    fromCountry: 'Please Select From Country',
    toCountry: 'Please Select To Country',
    fromCity: 'Please Select From State/City',
    toCity: 'Please Select To State/City',
    weight: 'Please Enter Valid Weight',
    unit: 'Please Select Unit',
    service: 'Please select a delivery option.',
  },
  /** schemas/tracking.ts trackingMessages. */
  tracking: {
    required: 'Please enter your tracking number.',
    box: 'Please enter a tracking number.',
    tooMany: 'Enter at most 25 tracking numbers.',
  },
  /** schemas/collectionFields.ts collectionWindowMessages. */
  collectionWindow: {
    collection_date: 'Select collection date',
    collection_ready_time: 'Select collection time',
    collection_close_time: 'Select collection cutoff/Closing Time',
    vehicle_type: 'Select Vehicle Type',
  },
  /** schemas/collection.ts collectionMessages. */
  collection: {
    contact_person: 'Enter Contact Person Name',
    company_name: 'Enter Company Name',
    address: 'Enter Street Name/Number',
    country: 'Select Country',
    city: 'Enter City',
    mobile_number: 'Enter Valid Telephone/Mobile',
    shipment_type: 'Select Shipment Type',
    collection_date: 'Select collection date',
    collection_ready_time: 'Select collection time',
    collection_closing_time: 'Select collection cutoff/Closing Time',
    vehicle_type: 'Select Vehicle Type',
    total_weight: 'Enter All shipment: Total Weight & allow numbers only',
    zipcode: 'Zipcode allow numbers only',
    fax_number: 'Enter valid fax number',
    email_address: 'Enter valid email id.',
    domestic_shipment: 'No. of Domestic Shipment allow numbers only',
    international_shipment: 'No. of International Shipment allow numbers only',
    total_pieces: 'All shipment: Total Pieces allow numbers only',
  },
  /** schemas/bookingStep1.ts bookingStep1Messages. */
  bookingStep1: {
    sender_consignor: 'Enter Sender Consignor Name',
    sender_contact_person: 'Enter Sender Contact Person',
    sender_street_name_number: 'Enter Sender Street Name/Number',
    sender_zip_code: 'Enter Valid Sender Zip Code',
    sender_country: 'Select Sender Country',
    sender_city: 'Select Sender City',
    sender_telephone: 'Enter Valid Sender Telephone',
    sender_fax: 'Enter Valid Sender Fax Number',
    sender_email: 'Enter Valid Sender Email Id',
    receiver_company_name: 'Enter Receiver Company Name',
    receiver_attention: 'Enter Receiver Attention',
    receiver_street_name_number: 'Enter Receiver Street Name/Number',
    receiver_city: 'Select Receiver City',
    receiver_zip_code: 'Enter Valid Receiver Zip Code',
    receiver_country: 'Select Receiver Country',
    receiver_telephone: 'Enter Valid Receiver Telephone',
    receiver_mobile: 'Enter Valid Receiver Mobile',
    receiver_fax: 'Enter Valid Receiver Fax Number',
    receiver_email: 'Enter Valid Receiver Email Id',
    streetTooLong: 'Street Name/Number allows at most 80 characters',
  },
  /** schemas/bookingStep2.ts bookingStep2Messages. */
  bookingStep2: {
    service: 'Select Service',
    currency: 'Select Currency',
    type: 'Select Type: docs or non-docs',
    value: 'Enter Declared Value, numbers with up to 2 decimals',
    content: 'Enter Contents',
    shipment_items: 'Add at least one item',
    weight: 'Enter Weight, numbers with up to 2 decimals',
    length: 'Enter Length, numbers with up to 2 decimals',
    width: 'Enter Width, numbers with up to 2 decimals',
    height: 'Enter Height, numbers with up to 2 decimals',
    volume_weight: 'Enter Volume Weight',
    description: 'Enter Description',
    qty: 'Enter Quantity, numbers only',
    qtyCustomer: 'Enter Quantity, numbers and + only',
    item_value: 'Enter Item Value, numbers with up to 2 decimals',
    item_total_value: 'Enter Item Total',
    hs_code: 'Enter HS Code: 6, 8 or 10 digits',
    country_of_origin: 'Enter Country of Origin as a 2-letter code (e.g. IN)',
  },
  /** schemas/bookingStep3.ts bookingStep3Messages. */
  bookingStep3: {
    collection_date: 'Select collection date',
    collection_ready_time: 'Select collection time',
    collection_close_time: 'Select collection cutoff/Closing Time',
    vehicle_type: 'Select Vehicle Type',
    special_instruction: 'Enter Special Instruction',
    kyc_type: 'Select KYC Type',
    kyc_document: 'Please upload KYC document.',
    shipment_type: 'Select Shipment Type',
    invoice_document: 'Please upload company invoice document.',
    payment_type: 'Select Payment Method',
    accept_terms: 'Please accept terms and condition.',
    accept_privacy: 'Please accept privacy policy.',
  },
  /** schemas/card.ts cardMessages. */
  card: {
    card_number: 'Enter valid 16 digit card number.',
    card_expiry_month: 'Enter valid 2 digit expiry month.',
    card_expiry_year: 'Enter valid 4 digit expiry year.',
    card_cvv_number: 'Enter valid 3 digit CVV.',
  },
  /** schemas/onlinePayment.ts onlinePaymentMessages. */
  onlinePaymentChoice: {
    payment_method: 'Select how you want to pay.',
  },
  /** schemas/career.ts careerMessages. */
  career: {
    name: 'Enter Name',
    email: 'Enter valid email id',
    mobile: 'Enter valid mobile number',
    message: 'Enter message',
    resume_content: 'Please upload your resume',
  },
  /** schemas/webhooks.ts webhookMessages. */
  webhook: {
    urlRequired: 'Enter the URL of your endpoint.',
    urlInvalid: 'Enter a full URL, such as https://example.com/webhooks.',
    httpsOnly: 'The URL must start with https://.',
    credentials: 'The URL must not contain a user name or password.',
    privateAddress: 'The URL must point to a public internet address.',
    unresolvable: "The URL's host name could not be found.",
    eventsRequired: 'Choose at least one event.',
    eventUnknown: 'Choose events from the list.',
    tooMany: 'An account can have at most 10 webhook endpoints.',
    endpointNotFound: 'Webhook endpoint not found.',
    deliveryNotFound: 'Webhook delivery not found.',
    endpointDisabled: 'This endpoint is disabled. Add it again to receive events.',
  },
  /** schemas/login.ts loginMessages. */
  login: {
    Userid: 'Enter your user ID.',
    Password: 'Enter your password.',
  },
  /** schemas/portal.ts portalMessages. */
  portalForm: {
    fromDate: 'Enter a valid From date',
    toDate: 'Enter a valid To date',
    dateOrder: 'The To date must be on or after the From date.',
    rangeTooLong: 'Select a range of at most 366 days.',
    status: 'Select a valid status',
    addressKind: 'Select sender or receiver',
    currentPassword: 'Enter your current password.',
    newPassword: 'The new password must be at least 8 characters long.',
    confirmPassword: 'The passwords do not match.',
    samePassword: 'The new password must be different from the current one.',
    notifyChoice: 'Choose on or off.',
    shipments: 'Select at least one shipment.',
    tooManyShipments: 'Select at most 50 shipments.',
    COMP_NAME: 'Enter Company Name',
    ContactPerson: 'Enter Contact Person Name',
    CITY: 'Enter City',
    PH_NO: 'Enter Valid Telephone/Mobile',
    E_MAIL: 'Enter Valid Email Id',
  },
  /** schemas/accountUsers.ts accountUserMessages. */
  accountUser: {
    email: 'Enter a valid e-mail address.',
    role: 'Choose a role.',
    name: 'Enter your name.',
    nameTooLong: 'The name can be at most 100 characters.',
    password: 'The password must be at least 8 characters long.',
    confirmPassword: 'The passwords do not match.',
    token: 'This invitation link is not valid.',
    forbidden: 'Your role in this account does not allow this.',
    userNotFound: 'User not found.',
    invitationNotFound: 'Invitation not found.',
    invitationInvalid: 'This invitation link is not valid any more. Ask for a new invitation.',
    alreadyUser: 'This e-mail address already has a login.',
    alreadyInvited: 'This e-mail address already has a pending invitation.',
    lastOwner: 'The account login cannot be changed or removed.',
  },
  /** schemas/apiKeys.ts apiKeyMessages. */
  apiKey: {
    name: 'Enter a name for the key.',
    nameTooLong: 'The name can be at most 80 characters.',
    mode: 'Choose live or test.',
    keyNotFound: 'API key not found.',
  },
  /** requestLimits.ts requestLimitMessages. */
  requestLimit: {
    pieces: 'A booking holds at most 99 pieces. For more, please contact us.',
    values: 'The request has too many fields.',
  },
  /** schemas/fields.ts textMessages. */
  text: {
    tooLong: 'Enter at most {max, plural, other {{max} characters}}.',
    badCharacters: 'This text contains characters that are not allowed.',
  },
  /** schemas/ids.ts idMessages: `name` is the wire field's name. */
  id: {
    required: '{name} is required.',
    notString: '{name} must be a string.',
    invalid: '{name} is not valid.',
    hasWrongType: '{name} has the wrong type.',
    selectCountry: 'Please select a country.',
  },
  /** Notes and rules without a table of their own. */
  note: {
    sunday: 'Shipments booked on Sunday will be processed on next working day.',
    closingAfterReady: 'Closing time must be later than the collection time.',
  },
  /** The API's own refusal words (apps/api http/requestMessages.ts REQUEST_MESSAGES). */
  request: {
    notValid: 'The request is not valid.',
    notJson: 'The request body is not valid JSON.',
    empty: 'The request body is empty.',
    tooLarge: 'The request is too large.',
    sendJson: 'Send the request body as JSON.',
    badLength: 'The request body length is wrong.',
    badAddress: 'The address of the request is not valid.',
    addressTooLong: 'The address of the request is too long.',
    unexpectedFields: 'The request has unexpected fields.',
    tooDeep: 'The request is nested too deeply.',
    tookTooLong: 'The request took too long.',
    headersTooLarge: 'The request headers are too large.',
    failed: 'Something went wrong. Please try again later.',
    unavailable: 'The service is briefly unavailable. Please try again in a moment.',
    notFound: 'Not found.',
    foreignOrigin: 'This request did not come from our website. Open the page again and retry.',
    unsafeFile:
      'The file cannot be accepted: it could not be opened, or it holds scripts or more data than it shows. Save it again (for example print it to PDF) and upload it.',
  },
  /** The carrier adapter's own failures, shown as the booking's error (carrier/carrierMessages.ts). */
  carrier: {
    timeout: 'The carrier did not answer in time. The shipment is saved; please try again.',
    unreachable: 'The carrier could not be reached. The shipment is saved; please try again.',
    unavailable: 'The carrier is unavailable right now. The shipment is saved; please try again.',
    unreadable:
      'The carrier sent an answer we could not read. The shipment is saved; please try again.',
    credentials: 'The carrier refused our credentials. Please contact support.',
    refused: 'The carrier refused the booking.',
    noAwb: 'The carrier answered without an airway bill number.',
  },
  /** Idempotency-Key refusals (apps/api idempotency/idempotency.ts IDEMPOTENCY_MESSAGES). */
  idempotency: {
    otherBody: 'This Idempotency-Key was already used with a different request.',
    inProgress: 'This request is already being processed. Please wait a moment and try again.',
    badKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  },
  /** Limits, logins and roles on every call (apps/api http/accessMessages.ts ACCESS_MESSAGES). */
  access: {
    rateLimited: 'Too many requests. Please try again later.',
    uploadLimited: 'Too much data uploaded from this address. Please try again later.',
    loginRequired: 'Please log in to continue.',
    notLoggedIn: 'Not logged in.',
    loginLimited: 'Too many failed login attempts. Please try again later.',
    loggedOut: 'You have been logged out.',
    staffLoginRequired: 'Please log in.',
    notAllowed: 'Your role does not allow this.',
    controlToken: 'A valid control token is required.',
    opsToken: 'A valid ops token is required.',
    opsLimited: 'Too many wrong ops tokens. Please try again later.',
  },
  /** A staff member's login (apps/api admin/sessionRoutes.ts staffLoginMessages). */
  staffLogin: {
    failed: 'Wrong user name or password.',
    disabled: 'This account is disabled. Ask an administrator.',
    code: 'Enter the 6-digit code from your authenticator app.',
    enrol: 'Scan the QR code with your authenticator app, then enter its 6-digit code.',
    wrongCode: 'That code is not right. Enter the current 6-digit code.',
    loggedIn: 'Logged in.',
    twoFactorAlreadyOn: 'Two-factor login is already on for this account.',
    twoFactorOn: 'Two-factor login is on.',
    languageSaved: 'Language saved.',
  },
  /** The back office's answers to staff (apps/api admin/staffMessages.ts STAFF_MESSAGES). */
  staff: {
    saved: 'Saved.',
    savedDraft: 'Saved as a draft: publish it to show it on the site.',
    deleted: 'Deleted.',
    orderSaved: 'The new order is saved.',
    rateCardNotFound: 'No rate card has this id.',
    rateCardSaved: 'The rate card is saved.',
    shipmentNotFound: 'No shipment has this number.',
    noKyc: 'This shipment has no KYC document.',
    noInvoice: 'This shipment has no invoice.',
    enquiryNotFound: 'Unknown enquiry.',
    assigneeUnknown: 'No active staff member has this user name.',
    enquiryUpdated: 'The enquiry is updated.',
    noResume: 'This enquiry has no résumé.',
    resumeMissing: 'The résumé file is missing.',
    customerNotFound: 'No customer has this user ID.',
    customerTaken: 'That user ID or account number is already taken.',
    usernameTaken: 'That user name is already taken.',
    customerCreated: 'The customer account is created; the password was e-mailed to the customer.',
    passwordEmailed: 'A new password was e-mailed to the customer.',
    alreadyDisabled: 'The account is already disabled.',
    alreadyEnabled: 'The account is already enabled.',
    accountDisabled: 'The account is disabled.',
    accountEnabled: 'The account is enabled.',
    collectionNotFound: 'No collection has this id.',
    failureReason: 'Enter why the collection failed.',
    collectionUpdated: 'The collection is updated.',
    settingsSaved: 'The settings are saved.',
    holidayAdded: 'The holiday is added.',
    noHoliday: 'There is no holiday on this date.',
    holidayRemoved: 'The holiday is removed.',
    remittanceCreated: 'Remittance created',
    statementRegenerated: 'Statement made again',
    companyNotSetUp: 'The company profile is not set up yet.',
    recordInvalid: 'The record is not valid.',
    figureKeyTaken: 'Another figure already has this key.',
  },
  /** A document sent as a data URL (apps/api files/documentStore.ts). */
  document: {
    missing: 'The file is missing or not a data URL.',
    notBase64: 'The file is not valid base64 data.',
    empty: 'The file is empty.',
  },
  /** A résumé sent with a job application (apps/api enquiries/resume.ts resumeMessages). */
  resume: {
    type: 'Please upload your resume as a PDF or Word document.',
    size: 'The resume must be 5 MB or smaller.',
  },
  /** What a public call answers for a record it does not have (apps/api routes/). */
  missing: {
    country: 'Country not found.',
    originCountry: 'Origin country not found.',
    career: 'Career opening not found.',
    page: 'Page not found.',
    companyProfile: 'Company profile not found.',
    news: 'News not found.',
    service: 'Service not found.',
    teamMember: 'Team member not found.',
    location: 'Location not found.',
    blogCategory: 'Blog category not found.',
    blogTag: 'Blog tag not found.',
    blogPost: 'Blog post not found.',
  },
  /** The tracking answers' own words: a number with no shipment. */
  trackingAnswer: {
    notFoundStatus: 'Not found',
    notFound: 'No shipment was found with this tracking number.',
  },
  /**
   * The remarks our own scans store (booking, cancelling, the demo shipments), read back in the
   * reader's language (ownRemarks.ts); a remark a carrier or staff typed stays as written.
   */
  remark: {
    booked: 'Shipment booked',
    cancelled: 'Shipment cancelled',
    bookedOnline: 'Shipment booked online',
    bookedByAccount: 'Shipment booked by account customer',
    sameDayBooked: 'Same-day collection booked',
    collected: 'Collected from shipper',
    departedHub: 'Departed hub',
    departedByRoad: 'Departed by road',
    arrivedTransit: 'Arrived at transit hub',
    customsInProgress: 'Customs clearance in progress',
    heldInvoice: 'Held at customs: commercial invoice required',
    outForDelivery: 'Out for delivery',
    outByBike: 'Out for delivery by bike courier',
    arrivedDestination: 'Arrived at destination hub',
    crossedBorder: 'Crossed border by road',
    heldPermit: 'Held at customs: import permit required',
    addressIncomplete: 'Address incomplete: receiver could not be reached',
    refused: 'Delivery refused by receiver',
    returned: 'Returned to shipper',
    handedToPartner: 'Handed to delivery partner {partner}',
    deliveredSignedBy: 'Delivered, signed by {signer}',
    attemptNobodyHome: 'Delivery attempted: nobody at home',
    attemptAddressNotFound: 'Delivery attempted: address not found',
    attemptClosed: 'Delivery attempted: closed',
    attemptFailed: 'Delivery attempted: not delivered',
  },
  /** The courier phone's calls and the run planning (courierRun.ts courierMessages). */
  courier: {
    run: 'Your run of the day.',
    stopNotFound: 'This stop is not on your run.',
    cancelled: 'This shipment was cancelled: do not deliver it, bring it back to the hub.',
    alreadyDelivered: 'This shipment was already delivered.',
    stopClosed: 'This stop is already closed.',
    wrongKind: 'This action does not fit this stop (a pickup is picked up, a delivery delivered).',
    keyReused: 'This action key was already used for another action.',
    idempotencyKey: 'The action key must be 8 to 100 letters, digits, - or _.',
    position: 'The position must be a latitude and a longitude in degrees.',
    receiverName: "Enter the receiver's name.",
    proofRequired: "Take the receiver's signature or enter the one-time code.",
    codeFormat: 'The one-time code has 6 digits.',
    wrongCode: 'The one-time code is not right.',
    pictureMissing: 'Attach the picture.',
    signatureTooLarge: 'The signature picture is too large.',
    photoTooLarge: 'The photo is too large: at most 5 MB.',
    signatureType: 'The signature must be a PNG picture.',
    photoType: 'The photo must be a JPEG or PNG picture.',
    codCollected: 'Enter the cash collected in fils: a whole number, at most 5,000,000.',
    reason: 'Choose the reason.',
    noteRequired: 'Describe what happened.',
    recorded: 'Recorded.',
    pickedUp: 'Picked up.',
    delivered: 'Delivered.',
    failed: 'Failed attempt recorded.',
    notCourier: 'No courier has this staff id.',
    unknownShipment: 'No shipment has this airway bill number.',
    awbRequired: 'Enter the airway bill number.',
    alreadyOnRun: 'This shipment already has a stop of this kind on a run that day.',
    assigned: 'Added to the run.',
    reordered: 'The stops were reordered.',
    reorderMismatch: 'Send every stop of the run once.',
    suggested: 'Suggested order.',
    linkExpired: 'This link has expired. Open the stop again for a new link.',
    fileNotFound: 'File not found.',
  },
  /** apps/api courier/runSheetPdf.ts: a courier's run sheet, in the staff member's language. */
  runSheet: {
    title: 'Run sheet - {courier} - {date}',
    summary: 'Stops: {count}. Printed {time} (Kuwait time).',
    columns: {
      order: '#',
      stop: 'Stop',
      contact: 'Contact',
      address: 'Address',
      cod: 'COD (KWD)',
      choice: 'Receiver’s choice',
      signature: 'Signature',
    },
    kinds: { pickup: 'Pickup', delivery: 'Delivery' },
    states: { open: 'Open', picked_up: 'Collected', delivered: 'Delivered', failed: 'Failed' },
    choice: {
      reschedule: 'Another day: {what}',
      branch: 'Hold at branch: {what}',
      neighbour: 'Leave with {what}',
      address: 'Deliver to another address: {what}',
    },
    parts: { governorate: 'Governorate', paci: 'PACI' },
    notes: 'Notes: {notes}',
  },
  /** courierRun.ts courierReasonWords: why a delivery attempt failed. */
  courierReason: {
    nobody_home: 'Nobody at home',
    address_not_found: 'Address not found',
    refused: 'Refused by the receiver',
    closed: 'Closed',
    other: 'Other',
  },
  /**
   * COD refusals (cod.ts schemas, apps/api cod/codLedger.ts); the portal shows its own catalogue
   * words.
   */
  cod: {
    amount:
      'Enter a cash on delivery amount in KWD, more than 0 and at most 5,000, with up to 3 decimals.',
    collected: 'Enter the cash collected in KWD, at most 5,000, with up to 3 decimals.',
    notCod: 'This shipment has no cash on delivery.',
    cancelled: 'This shipment was cancelled: no cash is collected for it.',
    notDelivered: 'Cash is recorded when the shipment is delivered.',
    period: 'The period must start on or before its end.',
    nothingDue: 'Nothing is due to this account for the period.',
    settledMeanwhile:
      'Another remittance settled these entries at the same moment. Reload and try again.',
    remittanceNotFound: 'Remittance not found.',
    unknownAccount: 'No business account has this number.',
  },
  /**
   * Bulk upload of shipments (batchRows.ts, apps/api batches/): the template's column headers
   * (a file may use either language's) and the refusals of an upload.
   */
  batch: {
    columns: {
      reference: 'Reference',
      service: 'Service',
      type: 'Type (DOX or SPX)',
      shipper_type: 'Shipper type',
      sender_company: 'Sender company',
      sender_contact: 'Sender contact',
      sender_street: 'Sender street',
      sender_street2: 'Sender street 2',
      sender_city: 'Sender city',
      sender_postal_code: 'Sender postal code',
      sender_country: 'Sender country',
      sender_phone: 'Sender phone',
      sender_email: 'Sender e-mail',
      receiver_company: 'Receiver company',
      receiver_attention: 'Receiver name',
      receiver_street: 'Receiver street',
      receiver_street2: 'Receiver street 2',
      receiver_city: 'Receiver city',
      receiver_postal_code: 'Receiver postal code',
      receiver_country: 'Receiver country',
      receiver_phone: 'Receiver phone',
      receiver_mobile: 'Receiver mobile',
      receiver_email: 'Receiver e-mail',
      weight_kg: 'Weight (kg)',
      length_cm: 'Length (cm)',
      width_cm: 'Width (cm)',
      height_cm: 'Height (cm)',
      quantity: 'Quantity',
      description: 'Description',
      item_value: 'Item value',
      contents: 'Contents',
      declared_value: 'Declared value',
      currency: 'Currency',
      collection_date: 'Collection date',
      ready_time: 'Ready time',
      close_time: 'Close time',
      vehicle_type: 'Vehicle',
      instructions: 'Instructions',
      cod_amount: 'Cash on delivery (KWD)',
    },
    noInstructions: 'No instructions',
    notSpreadsheet:
      'The file is not a CSV or Excel (.xlsx) file. Save it as CSV or .xlsx and upload it again.',
    tooLarge: 'The file is larger than 20 MB. Split it into smaller files.',
    tooManyRows:
      'The file has more than {limit} rows. Split it into files of at most {limit} rows.',
    noRows: 'The file has no rows below its header row.',
    formula: 'Cell {cell} holds a formula. Paste the values only (no formulas) and upload again.',
    unsafeXlsx:
      'The Excel file is damaged or unpacks to too much data. Save it again as .xlsx or CSV.',
    noIdentityDocument:
      'Book one shipment with your identity document first: the batch uses the document of your latest booking.',
    unknownColumn: "This column is not one of the template's.",
    notFound: 'Batch not found.',
    rowFailed: 'The shipment could not be created: {reason}',
  },
  /**
   * The e-mail inviting a colleague to a business account (apps/api accountUsers/invitationEmail.ts),
   * sent in both languages: the invitee has no language of their own yet.
   */
  invitationEmail: {
    subject: 'You are invited to a business account',
    body: 'You have been invited to use the business account of {company} on our website, as {role}.\n\nOpen this link to choose your name and password (it works for {days} days, once):\n{link}\n\nIf you did not expect this, ignore this e-mail.',
    /** The role named in the body. */
    roles: { owner: 'owner', shipper: 'shipper', viewer: 'viewer' },
  },
  /**
   * The e-mail to an account whose webhook endpoint was disabled (apps/api
   * webhooks/disabledEmail.ts), sent in both languages: the account has no language of its own.
   */
  /**
   * A customer's first or reset password, e-mailed by the back office (apps/api
   * admin/customerAdmin.ts mailPassword): in both languages, as the account has none of its own.
   */
  passwordEmail: {
    subject: 'Your Courier Express account',
    opened: 'An account has been opened for you.',
    reset: 'Your password has been reset by our staff.',
    body: '{why}\n\nUser ID: {userId}\nPassword: {password}\n\nPlease log in and keep this password safe.',
  },
  disabledEmail: {
    subject: 'A webhook endpoint was disabled',
    body: 'Every delivery to your webhook endpoint {url} failed for {hours} hours, so we have stopped sending events to it.\n\nFix the endpoint, then add it again in the portal\'s Webhooks page. Events of the meantime can be sent again there with "Resend".',
  },
  /**
   * The sandbox's hosted payment page (apps/api payments/sandboxGateway.ts), the gateway
   * simulator's, in the payer's language as KNET's page does (langid); the amount arrives
   * formatted in the page's language.
   */
  sandboxGateway: {
    title: 'Secure payment (sandbox)',
    gateway: 'Payment gateway',
    sandbox: 'Sandbox',
    sandboxNote:
      "This is the sandbox's test payment page: no card is charged and no money moves. Choose the bank's answer to try, then pay or cancel.",
    heading: { knet: 'Pay with KNET', card: 'Pay by credit card' },
    summary: 'Payment summary',
    merchant: 'Merchant',
    merchantName: 'Courier Express',
    amount: 'Amount',
    method: 'Payment method',
    methods: { knet: 'KNET (Kuwaiti bank debit card)', card: 'Credit card (Visa, Mastercard)' },
    reference: 'Order reference',
    outcome: "The bank's answer to simulate",
    approve: 'Approved',
    decline: 'Declined',
    pay: 'Pay {amount}',
    cancel: 'Cancel and go back',
    invalidTitle: 'This payment link is not valid',
    invalid: 'Please start the payment again from the website.',
    expiredTitle: 'This payment session has expired',
    expired:
      'A payment page stays open for 30 minutes. Please start the payment again from the website.',
    backToSite: 'Back to the website',
  },
  /**
   * The receiver's words (docs/receiver.md, apps/api receiver/receiverWords.ts): the delivery
   * link's refusals and field errors, the tracking remark a choice leaves (stored in English, read
   * back in the reader's language) and the confirmation sent by e-mail, SMS or WhatsApp; `what`
   * is what was chosen, already in words (a date, a branch's name, 'a neighbour', an address).
   */
  receiver: {
    refusal: {
      linkInvalid:
        'This link is not valid. Please use the link from your message exactly as it was sent.',
      delivered: 'This shipment has been delivered, so its delivery can no longer be changed.',
      returned:
        'This shipment was returned to its sender, so its delivery can no longer be changed.',
      pastCutoff:
        'The courier is already on the way with this shipment, and it is too late to change its delivery today.',
      notInKuwait: 'Delivery choices are only offered for shipments delivered in Kuwait.',
      choiceClosed: 'This choice is no longer possible for this shipment.',
      dayNotAllowed: 'Please choose one of the working days offered.',
      branchUnknown: 'Please choose one of the branches offered.',
    },
    fields: {
      address: {
        required: 'Please fill in this part of the address.',
        tooLong: 'This is too long.',
        badCharacters: 'This contains characters that are not allowed.',
      },
      choice: {
        kind: 'Please choose what to change.',
        date: 'Please choose a day.',
        branch: 'Please choose a branch.',
        place: 'Please choose a neighbour or a safe place.',
        note: 'Please say where or with whom to leave the shipment.',
        noteTooLong: 'This note is too long.',
      },
    },
    checkFields: 'Please check the highlighted fields.',
    recorded: 'Your choice is recorded. We have sent you a confirmation.',
    unchanged: 'This choice was already recorded.',
    remark: {
      reschedule: 'The receiver chose another delivery day',
      branch: 'The receiver will collect it from a branch',
      neighbour: 'The receiver asked to leave it with a neighbour or in a safe place',
      address: 'The receiver gave another address in Kuwait',
    },
    place: { neighbour: 'a neighbour', safe_place: 'a safe place' },
    address: { block: 'Block', street: 'Street', house: 'House', floor: 'Floor', flat: 'Flat' },
    confirm: {
      subject: 'Your delivery of shipment {awb} is changed',
      lead: {
        reschedule: 'We will deliver shipment {awb} on {what}.',
        branch: 'Shipment {awb} will wait for you at {what}.',
        neighbour: 'We will leave shipment {awb} with {what}.',
        address: 'We will deliver shipment {awb} to {what}.',
      },
      seeOrChange: 'See or change your delivery:',
    },
  },
  /**
   * The customer's shipment messages (apps/api notifications/templates.ts): the e-mail's subject,
   * HTML and text parts, the SMS and the opt-out pages, in the shipment's language. `company` is
   * the brand; the AWB, names and places arrive plain (isolated in Arabic HTML).
   */
  notification: {
    headline: {
      booked: 'Shipment {awb} is booked',
      out_for_delivery: 'Shipment {awb} is out for delivery',
      delivered: 'Shipment {awb} has been delivered',
      exception: 'Shipment {awb} needs attention',
    },
    lead: {
      bookedSender:
        'Your shipment to {receiver} ({destination}) is booked with airway bill {awb}. Please print the label and attach it to the parcel before collection.',
      bookedReceiver: '{sender} has booked a shipment to you with airway bill {awb}.',
      out_for_delivery: 'Shipment {awb} from {sender} to {receiver} is out for delivery today.',
      delivered: 'Shipment {awb} to {receiver} has been delivered.',
      exception:
        'There is a problem with shipment {awb} to {receiver}. Our team is on it; the tracking page shows the latest news.',
    },
    subject: '{headline} - {company}',
    /** One SMS: the brand, the headline, then `link` ('Track:') before the address. */
    sms: '{company}: {headline}. {link} {url}',
    /** Out for delivery, to the receiver, when the courier's run gives a window (receiver.md). */
    smsWindow: '{company}: {headline}. {window} {link} {url}',
    window: 'Expected between {from} and {to} today (Kuwait time).',
    latestNews: 'Latest news:',
    airwayBill: 'Airway bill',
    from: 'From',
    to: 'To',
    track: 'Track shipment',
    trackIt: 'Track it:',
    smsTrack: 'Track:',
    downloadLabel: 'Download the label (PDF)',
    labelUntil: 'this link works until {date}.',
    labelText: 'Label (PDF, works until {date}):',
    receiverHtml: 'Not at home?',
    receiverLink: 'Change the day, the address or where we leave it',
    receiverText: 'Track or change the delivery:',
    why: 'You receive this message because your e-mail address is on this shipment.',
    stop: 'Stop messages about this shipment',
    optOut: {
      confirmTitle: 'Stop messages about this shipment?',
      confirm:
        'You will get no more e-mails or text messages about shipment {awb}. Other shipments are not affected.',
      button: 'Stop messages about shipment {awb}',
      doneTitle: 'Messages stopped',
      done: 'You will get no more e-mails or text messages about shipment {awb}.',
      invalidTitle: 'This link is not valid',
      invalid: 'Please use the link from the e-mail exactly as it was sent.',
    },
  },
  /**
   * Returns (apps/api shipments/createReturn.ts, docs/returns.md): the refusals by stable id
   * (`returns.notDelivered`...), the answers, and the return link's refusals.
   */
  returns: {
    created: 'The return shipment has been booked.',
    existing: 'This shipment already has a return: here it is.',
    notDelivered: 'Only a delivered shipment can be sent back.',
    isReturn: 'This shipment is itself a return: it cannot be sent back again.',
    cancelled: 'This shipment was cancelled: it cannot be sent back.',
    linkMade: 'Here is the return link for your customer.',
    linkInvalid: 'This return link is not valid. Please ask the shop for a new one.',
    linkExpired: 'This return link has expired. Please ask the shop for a new one.',
    link: 'Return',
    /** The return's pickup instructions when none were given (staff and courier read them). */
    instruction: 'Return of shipment {number}',
    carrierUnavailable:
      'The return is recorded but the courier could not be reached. Please try again in a moment.',
  },
  /** statements/ (docs/statements.md): the monthly statement's PDF and its refusals. */
  statement: {
    title: 'Statement - {month}',
    account: 'Account {accountNo} - {company}',
    generated: 'Made {time} (Kuwait time). Amounts in KWD.',
    summary: 'Summary',
    figures: {
      shipmentCount: 'Shipments',
      charges: 'Shipping charges',
      vat: 'VAT',
      total: 'Total charged',
      codCollected: 'Cash on delivery collected',
      codRemitted: 'Cash on delivery remitted to you',
    },
    shipments: 'Shipments of the month',
    collections: 'Cash on delivery collected',
    remittances: 'Remittances paid',
    columns: {
      shipment: 'Shipment',
      bookedOn: 'Booked',
      destination: 'To',
      charges: 'Charges',
      vat: 'VAT',
      total: 'Total',
      cod: 'COD',
      collectedOn: 'Collected on',
      collected: 'Collected',
      net: 'Net',
      remittance: 'Remittance',
      paidOn: 'Paid',
      amount: 'Amount',
    },
    none: 'None this month.',
    notFound: 'Statement not found.',
    month: 'Enter a month as YYYY-MM.',
    unknownAccount: 'No business account has this number.',
    nothingToState: 'This account had no shipments and no cash on delivery in that month.',
  },
} as const;
