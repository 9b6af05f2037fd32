/**
 * The back office's own messages in English (namespace 'office'): the names of the content types
 * and their fields, the checks of a content record and of an upload, the content calls'
 * refusals, and the checks of the staff forms (the admin contract's schemas). The back office
 * shows the names (apps/admin reads these trees into its catalogue) and the API writes the
 * messages in the request's language (officeWords.ts). A catalogue of its own, so the public
 * site, which never opens a staff screen, does not carry it. The Arabic twin is `officeAr.ts`.
 */
import { CONTENT_TYPES, type ContentTypeName } from '../content/contentTypes.ts';

type Names = { label: string; plural: string };

/** Each content type's name, from the domain's own descriptors (one source for the English). */
function typeNames(): Record<ContentTypeName, Names> {
  const names = {} as Record<ContentTypeName, Names>;
  for (const [type, { label, plural }] of Object.entries(CONTENT_TYPES))
    names[type as ContentTypeName] = { label, plural };
  return names;
}

/**
 * Each type's fields, from the descriptors: the label by the field's name, its hint as
 * `<name>Hint` and each choice as `<name>_<value>`.
 */
function fieldWords(): Record<ContentTypeName, Record<string, string>> {
  const words = {} as Record<ContentTypeName, Record<string, string>>;
  for (const [type, definition] of Object.entries(CONTENT_TYPES)) {
    const fields: Record<string, string> = {};
    for (const field of definition.fields) {
      fields[field.name] = field.label;
      if (field.description) fields[`${field.name}Hint`] = field.description;
      for (const option of field.options ?? [])
        fields[`${field.name}_${option.value}`] = option.label;
    }
    words[type as ContentTypeName] = fields;
  }
  return words;
}

export const officeCatalogEn = {
  contentType: typeNames(),
  contentField: fieldWords(),
  /** A record's checks (contentSchema.ts); `field` is the field's name as the sentence reads it. */
  contentCheck: {
    required: 'Enter the {field}.',
    choose: 'Choose the {field}.',
    check: 'Check the {field}.',
    thisField: 'This field',
    url: 'Enter a web address starting with https:// (or a site path starting with /).',
    mapEmbed:
      'Paste the embed link of a Google Maps map (https://www.google.com/maps/embed?...) or an OpenStreetMap map (https://www.openstreetmap.org/export/embed.html?...).',
    email: 'Enter a valid e-mail address.',
    phone: 'Enter digits only, with an optional + in front.',
    integer: 'Enter a whole number from {min} to {max}.',
    date: 'Enter the date as YYYY-MM-DD.',
    picture: 'Upload a picture.',
    pictureAddress: 'Upload the picture here: its address must come from the upload.',
    alt: 'Describe the picture for people who cannot see it.',
    pdf: 'Upload the PDF.',
    location: 'Pick the place on the map.',
    skill: 'Enter the skill.',
    percentage: 'Enter a percentage from 0 to 100.',
    key: 'Use lower-case letters, digits and _ only.',
    counterValue: 'A counter counts up to a number: enter digits only, for example 1300.',
  },
  /** The upload call's refusals and answer (content/uploads.ts, apps/api content/uploads). */
  contentUpload: {
    imageMissing: 'Choose a picture (JPEG, PNG, WebP or AVIF).',
    imageType: 'This file is not a picture: upload a JPEG, PNG, WebP or AVIF image.',
    imageTooLarge: 'The picture must be 10 MB or smaller.',
    imageTooManyPixels: 'The picture is too large: at most 40 megapixels.',
    imageUnreadable:
      'This picture could not be read: it may be damaged. Save it again and upload it.',
    pdfMissing: 'Choose the PDF file.',
    pdfType: 'This file is not a PDF: upload a PDF document.',
    pdfTooLarge: 'The PDF must be 20 MB or smaller.',
    fileName: 'The file has no name.',
    uploaded: 'File uploaded.',
  },
  /**
   * The content calls' refusals (apps/api content/contentStore.ts): `label` and `plural` are the
   * type's names (lower case where the sentence does not start with them).
   */
  contentRefusal: {
    notFound: 'No {label} has this id; it may have been deleted.',
    notCreatable:
      'The {plural} cannot be added to or deleted: edit {singleton, select, yes {it} other {them}} in place.',
    noOrder: 'The {plural} have no order to change.',
    fixedOrder:
      '{plural} are listed by {ordering, select, date {date} name {name} other {position}}; they cannot be put in another order.',
    notPublishable: '{plural} are always shown on the site: they have no drafts.',
    partialOrder:
      'Send every {label} of the list exactly once, in the new order; the list may have changed since you opened it.',
  },
  /** The staff forms' checks (the admin contract's schemas, @courier/api-client/admin). */
  staffForm: {
    date: 'Use the date format YYYY-MM-DD.',
    userName: 'Enter your user name.',
    password: 'Enter your password.',
    code: 'Enter the 6-digit code.',
    cancelReason: 'Enter the reason for the cancellation.',
    scanAwb: 'Scan an airway bill number.',
    location: 'Enter the location.',
    unknownEnquiry: 'Unknown enquiry.',
    userId: 'User ID: 3-64 letters, digits or . _ @ -',
    company: 'Enter the company name.',
    contact: 'Enter the contact person.',
    city: 'Enter the city.',
    phone: 'Enter a valid phone number.',
    email: 'Enter a valid e-mail address.',
    accountNo: 'Enter the account number.',
    vat: 'VAT is 0 to 100 %.',
    workingDay: 'Keep at least one working day.',
    time: 'Enter a time as HH:MM.',
    wholeMinutes: 'Enter whole minutes.',
    stopMinutes: 'A stop takes 1 to 240 minutes.',
    wholeFils: 'Enter whole fils.',
    negativePrice: 'Prices cannot be negative.',
    bandAboveZero: 'A band ends above 0 kg.',
    bandStep: 'Bands end on a 0.5 kg step.',
    oneBand: 'Keep at least one weight band.',
    sameBand: 'Two bands end at the same weight.',
    weight: 'Enter a weight above 0.',
    contentType: 'Unknown content type.',
    month: 'Enter a month as YYYY-MM.',
  },
  /** The back office's own call failures (@courier/api-client/adminClient), before any answer. */
  staffCall: {
    unreachable: 'The server cannot be reached. Check the connection and try again.',
    unexpected: 'The server answered something unexpected.',
    status: 'The server answered {status}.',
  },
} as const;
