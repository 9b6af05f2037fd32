import { LANGUAGES } from '@courier/domain/language';
import { RECEIVER_RECORD_KINDS } from '@courier/domain/receiverChoices';
import { PAYMENT_STATES } from '@courier/domain/paymentState';
import { z } from 'zod';
import { isCleanText, textMessages } from '@courier/domain/schemas/fields';
import { MAX_NUMERIC_ID } from '@courier/domain/schemas/ids';
import { officeWords } from '@courier/domain/officeWords';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@courier/domain/staffRoles';
import { collectedFilsSchema } from '@courier/domain/cod';
import { TRACKING_STATUSES } from '@courier/domain/tracking';
import { adminEndpoint } from './adminEndpoint.ts';
import { adminContentEndpoints } from './adminContent.ts';
import { adminContentUploadEndpoints } from './adminContentUpload.ts';
import { adminCourierEndpoints } from './adminCourier.ts';
import { adminClaimEndpoints } from './adminClaims.ts';
import { noPayloadSchema } from './endpoint.ts';
import { remittanceDetailSchema, remittanceSchema } from './endpoints/portalCod.ts';
import { statementSchema } from './endpoints/portalStatements.ts';
import { envelope, messageOnlySchema } from './envelope.ts';

/** Base path of the back-office calls. */
export const ADMIN_BASE_PATH = '/api/admin/';

/** The staff forms' messages, read when zod words an issue (so in the reader's language). */
const f = () => officeWords().staffForm;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, textMessages.tooLong(max))
    .refine(isCleanText, textMessages.badCharacters);
/** A row id in a request: a whole number a PostgreSQL integer column can hold. */
const rowId = z.coerce.number().int().positive().max(MAX_NUMERIC_ID);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: () => f().date });
const optionalDate = z.union([isoDate, z.literal('')]).optional();
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(25);
const sortDir = z.enum(['asc', 'desc']).default('desc');
const pageOf = <T extends z.ZodType>(row: T) =>
  envelope({
    rows: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

const staffRoleSchema = z.enum(STAFF_ROLES);
const staffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  twoFactor: z.boolean(),
  /** The language the staff member chose; the back office opens in it. */
  language: z.enum(LANGUAGES),
});
export type Staff = z.output<typeof staffSchema>;

// ---- session --------------------------------------------------------------------------------

const staffLoginRequest = z.object({
  username: text(64).min(1, { error: () => f().userName }),
  password: z
    .string()
    .min(1, { error: () => f().password })
    .max(200),
  /** The 6-digit code of the authenticator app, when the account has (or must set up) one. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: () => f().code })
    .optional(),
});
const staffLoginResponse = envelope({
  /** done: logged in; code: ask for the app's code; enrol: show the QR code, then ask for the code. */
  next: z.enum(['done', 'code', 'enrol']),
  staff: staffSchema.optional(),
  qrDataUrl: z.string().optional(),
  otpauthUrl: z.string().optional(),
});
const totpEnrolResponse = envelope({ qrDataUrl: z.string(), otpauthUrl: z.string() });
const staffLanguageRequest = z.object({ language: z.enum(LANGUAGES) });

const totpConfirmRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: () => f().code }),
});

// ---- dashboard ------------------------------------------------------------------------------

const dashboardResponse = envelope({
  date: z.string(),
  collectionsBySlot: z.array(z.object({ slot: z.string(), count: z.number().int() })),
  bookingsToday: z.number().int(),
  shipmentsByStatus: z.array(
    z.object({ status: z.string(), label: z.string(), count: z.number().int() }),
  ),
  openExceptions: z.number().int(),
  unhandledEnquiries: z.number().int(),
});

// ---- shipments ------------------------------------------------------------------------------

export const SHIPMENT_SORTS = ['createdAt', 'shipmentNo', 'awb', 'amount'] as const;
const shipmentStatusFilter = z.enum([...TRACKING_STATUSES, 'not_booked', 'cancelled']);
const shipmentSearchRequest = z.object({
  awb: text(40).optional(),
  shipmentNo: text(40).optional(),
  reference: text(80).optional(),
  customer: text(80).optional(),
  receiver: text(80).optional(),
  from: optionalDate,
  to: optionalDate,
  status: z.union([shipmentStatusFilter, z.literal('')]).optional(),
  page,
  pageSize,
  sort: z.enum(SHIPMENT_SORTS).default('createdAt'),
  dir: sortDir,
});
export type ShipmentSearch = z.input<typeof shipmentSearchRequest>;
const shipmentRowSchema = z.object({
  shipmentNo: z.string(),
  awb: z.string().nullable(),
  createdAt: z.string(),
  variant: z.enum(['public', 'customer']),
  sender: z.string(),
  receiver: z.string(),
  destination: z.string(),
  reference: z.string(),
  amountFils: z.number().int(),
  status: z.string(),
  statusLabel: z.string(),
  /** Cash, paid online (paidAt) or awaiting its online payment (domain/paymentState). */
  payment: z.enum(PAYMENT_STATES),
  paidAt: z.string().nullable(),
  /** A return's original, by shipment number (docs/returns.md); null for any other shipment. */
  returnOf: z.string().nullable().default(null),
  /** The shipment number of this shipment's return, once one is made. */
  returnNo: z.string().nullable().default(null),
});
export type ShipmentRow = z.output<typeof shipmentRowSchema>;
const shipmentSearchResponse = pageOf(shipmentRowSchema);

const shipmentDetailRequest = z.object({ shipmentNo: text(40).min(1) });
/** The printable documents of a shipment the back office links to. */
const LABEL_LINK_KINDS = ['labelA4', 'label4x6', 'labelZpl', 'invoice', 'barcode'] as const;

const trackingHistoryRowSchema = z.object({
  date: z.string(),
  time: z.string(),
  /** The status code (the screens name it in the reader's language) and the recorded words. */
  code: z.string(),
  status: z.string(),
  location: z.string(),
  remarks: z.string(),
});
const shipmentDetailResponse = envelope({
  shipment: shipmentRowSchema.extend({
    paymentType: z.string(),
    cancelReason: z.string().nullable(),
    hasKyc: z.boolean(),
    hasInvoice: z.boolean(),
    record: z.record(z.string(), z.unknown()),
    history: z.array(trackingHistoryRowSchema),
    /**
     * The receiver's choices from the delivery link, and a COD amount paid there, newest first
     * (docs/receiver.md).
     */
    receiverChoices: z.array(
      z.object({
        kind: z.enum(RECEIVER_RECORD_KINDS),
        /** What was chosen, in the staff member's language. */
        summary: z.string(),
        channel: z.enum(['email', 'sms', 'whatsapp']),
        createdAt: z.string(),
      }),
    ),
    /** Each link's kind names it on screen in the reader's language; `label` is its English name. */
    labelLinks: z.array(
      z.object({ kind: z.enum(LABEL_LINK_KINDS), label: z.string(), url: z.string() }),
    ),
  }),
});
const shipmentDocumentRequest = z.object({
  shipmentNo: text(40).min(1),
  kind: z.enum(['kyc', 'invoice']),
});
const fileResponse = envelope({ fileName: z.string(), dataUrl: z.string() });
const shipmentCancelRequest = z.object({
  shipmentNo: text(40).min(1),
  reason: text(500).min(1, { error: () => f().cancelReason }),
});

// ---- scans ----------------------------------------------------------------------------------

const scanRequest = z.object({
  awb: text(40).min(1, { error: () => f().scanAwb }),
  status: z.enum(TRACKING_STATUSES),
  location: text(200).min(1, { error: () => f().location }),
  remarks: text(500).default(''),
  /** The cash collected, in fils: asked for when a COD shipment is delivered. */
  cod_collected_fils: collectedFilsSchema.optional(),
});
const scanResponse = envelope({ awb: z.string(), status: z.string() });
const codLookupRequest = z.object({ awb: text(40).min(1) });
const codLookupResponse = envelope({
  awb: z.string(),
  /** What the receiver pays, in fils; null: not a COD shipment. */
  cod_amount_fils: z.number().int().nullable(),
  /** Already recorded (a collection is recorded once); null: not yet. */
  collected_fils: z.number().int().nullable(),
});

// ---- cash on delivery: remittances -----------------------------------------------------------

const pendingAccountSchema = z.object({
  accountNo: z.string(),
  company: z.string(),
  entries: z.number().int(),
  pendingFils: z.number().int(),
  oldest: z.string(),
  newest: z.string(),
});
const remittanceCreateRequest = z.object({
  account_no: text(40).min(1),
  period_from: isoDate,
  period_to: isoDate,
});
const remittanceIdRequest = z.object({ id: text(64).min(1) });
const remittancesCsvRequest = z.object({ ids: z.array(text(64)).min(1).max(500) });

// ---- monthly statements ----------------------------------------------------------------------

const statementsRequest = z.object({ account_no: text(40).min(1) });
const statementRegenerateRequest = z.object({
  account_no: text(40).min(1),
  /** 'YYYY-MM' (Kuwait calendar). */
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: () => f().month }),
});

// ---- collections ----------------------------------------------------------------------------

export const COLLECTION_STATES = ['requested', 'scheduled', 'collected', 'failed'] as const;
const collectionListRequest = z.object({ date: isoDate });
const collectionRowSchema = z.object({
  id: z.number().int(),
  bookingNo: z.string(),
  date: z.string(),
  slot: z.string(),
  closing: z.string(),
  company: z.string(),
  contact: z.string(),
  phone: z.string(),
  address: z.string(),
  weight: z.string(),
  status: z.enum(COLLECTION_STATES),
  vehicle: z.string(),
  driver: z.string(),
  failureReason: z.string(),
});
export type CollectionRow = z.output<typeof collectionRowSchema>;
const collectionListResponse = envelope({ rows: z.array(collectionRowSchema) });
const collectionUpdateRequest = z.object({
  id: rowId,
  status: z.enum(COLLECTION_STATES),
  vehicle: text(80).default(''),
  driver: text(80).default(''),
  failureReason: text(500).default(''),
});
const runSheetResponse = fileResponse;

// ---- enquiries ------------------------------------------------------------------------------

const ENQUIRY_KINDS = ['contact', 'member', 'franchise', 'career'] as const;
const enquiryListRequest = z.object({
  state: z.enum(['unhandled', 'handled', 'all']).default('unhandled'),
  page,
  pageSize,
});
const enquiryRowSchema = z.object({
  key: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  subject: z.string(),
  message: z.string(),
  hasResume: z.boolean(),
  handled: z.boolean(),
  notes: z.string(),
  assignee: z.string().nullable(),
});
export type EnquiryRow = z.output<typeof enquiryRowSchema>;
const enquiryListResponse = pageOf(enquiryRowSchema);
const enquiryKey = z
  .string()
  .regex(/^(contact|career):\d{1,10}$/, { error: () => f().unknownEnquiry })
  .refine((key) => Number(key.split(':')[1]) <= MAX_NUMERIC_ID, {
    error: () => f().unknownEnquiry,
  });
const enquiryUpdateRequest = z.object({
  key: enquiryKey,
  handled: z.boolean().optional(),
  notes: text(2000).optional(),
  /** A staff user name, or '' to unassign. */
  assignee: text(64).optional(),
});
const enquiryResumeRequest = z.object({ key: enquiryKey });

// ---- customers ------------------------------------------------------------------------------

const customerListRequest = z.object({ q: text(80).optional(), page, pageSize });
export const customerRowSchema = z.object({
  userId: z.string(),
  company: z.string(),
  contact: z.string(),
  email: z.string(),
  phone: z.string(),
  accountNo: z.string(),
  disabled: z.boolean(),
  shipments: z.number().int(),
});
const customerListResponse = pageOf(customerRowSchema);
const customerCreateRequest = z.object({
  userId: text(64).regex(/^[a-zA-Z0-9._@-]{3,64}$/, { error: () => f().userId }),
  company: text(120).min(1, { error: () => f().company }),
  contact: text(120).min(1, { error: () => f().contact }),
  city: text(80).min(1, { error: () => f().city }),
  phone: text(20).regex(/^\+?\d{6,15}$/, { error: () => f().phone }),
  email: z
    .string()
    .trim()
    .email({ error: () => f().email })
    .max(200),
  accountNo: text(40).min(1, { error: () => f().accountNo }),
});
const customerDisableRequest = z.object({ userId: text(64).min(1), disabled: z.boolean() });
const customerResetRequest = z.object({ userId: text(64).min(1) });

// ---- settings -------------------------------------------------------------------------------

const settingsResponse = envelope({
  vatPercent: z.number(),
  nonWorkingWeekdays: z.array(z.number().int().min(0).max(6)),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
  /** Couriers' runs: their start ('HH:MM', Kuwait) and a stop's minutes (receivers' windows). */
  runStartTime: z.string(),
  minutesPerStop: z.number(),
});
const settingsUpdateRequest = z.object({
  vatPercent: z.coerce
    .number()
    .min(0, { error: () => f().vat })
    .max(100, { error: () => f().vat }),
  nonWorkingWeekdays: z
    .array(z.number().int().min(0).max(6))
    .max(6, { error: () => f().workingDay }),
  /** Left out: unchanged. */
  runStartTime: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: () => f().time })
    .optional(),
  minutesPerStop: z.coerce
    .number()
    .int({ error: () => f().wholeMinutes })
    .min(1, { error: () => f().stopMinutes })
    .max(240, { error: () => f().stopMinutes })
    .optional(),
});
const holidayRequest = z.object({ date: isoDate, name: text(120).default('') });
const holidayRemoveRequest = z.object({ date: isoDate });

// ---- rate cards ---------------------------------------------------------------------------

const fils = z.coerce
  .number()
  .int({ error: () => f().wholeFils })
  .min(0, { error: () => f().negativePrice })
  .max(100_000_000);
const rateBandSchema = z.object({
  upToKg: z.coerce
    .number()
    .positive({ error: () => f().bandAboveZero })
    .max(10_000)
    .multipleOf(0.5, { error: () => f().bandStep }),
  priceFils: fils,
});
const rateCardSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  origin: z.string(),
  destination: z.string(),
  maxWeightKg: z.number(),
  perExtraHalfKgFils: z.number().int(),
  bands: z.array(rateBandSchema),
});
export type RateCard = z.output<typeof rateCardSchema>;
const rateCardListResponse = envelope({ cards: z.array(rateCardSchema) });
const rateCardEditRequest = z.object({
  id: rowId,
  perExtraHalfKgFils: fils,
  bands: z
    .array(rateBandSchema)
    .min(1, { error: () => f().oneBand })
    .max(50)
    .refine((bands) => new Set(bands.map((b) => b.upToKg)).size === bands.length, {
      error: () => f().sameBand,
    }),
});
const ratePreviewRequest = rateCardEditRequest.extend({
  weightKg: z.coerce
    .number()
    .positive({ error: () => f().weight })
    .max(10_000),
});
const ratePreviewResponse = envelope({
  billableWeightKg: z.number(),
  shippingFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
  vatPercent: z.number(),
});

// ---- audit ----------------------------------------------------------------------------------

const auditListRequest = z.object({
  q: text(80).optional(),
  page,
  pageSize,
});
export const auditRowSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  staff: z.string(),
  action: z.string(),
  table: z.string(),
  recordId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
const auditListResponse = pageOf(auditRowSchema);

/** Every call of /api/admin/*. */
export const adminEndpoints = {
  admin_login: adminEndpoint({
    method: 'POST',
    path: 'login',
    request: staffLoginRequest,
    success: staffLoginResponse,
    access: 'public',
  }),
  admin_logout: adminEndpoint({
    method: 'POST',
    path: 'logout',
    request: noPayloadSchema,
    success: messageOnlySchema,
    access: 'public',
  }),
  admin_session: adminEndpoint({
    method: 'GET',
    path: 'session',
    request: noPayloadSchema,
    success: envelope({ staff: staffSchema }),
    access: 'session',
  }),
  admin_language: adminEndpoint({
    method: 'POST',
    path: 'language',
    request: staffLanguageRequest,
    success: messageOnlySchema,
    access: 'session',
  }),
  admin_totp_enrol: adminEndpoint({
    method: 'POST',
    path: 'totp/enrol',
    request: noPayloadSchema,
    success: totpEnrolResponse,
    access: 'session',
  }),
  admin_totp_confirm: adminEndpoint({
    method: 'POST',
    path: 'totp/confirm',
    request: totpConfirmRequest,
    success: messageOnlySchema,
    access: 'session',
  }),

  admin_dashboard: adminEndpoint({
    method: 'GET',
    path: 'dashboard',
    request: noPayloadSchema,
    success: dashboardResponse,
    access: 'dashboard.view',
  }),

  admin_shipments: adminEndpoint({
    method: 'GET',
    path: 'shipments',
    request: shipmentSearchRequest,
    success: shipmentSearchResponse,
    access: 'shipments.view',
  }),
  admin_shipment: adminEndpoint({
    method: 'GET',
    path: 'shipments/:shipmentNo',
    request: shipmentDetailRequest,
    success: shipmentDetailResponse,
    access: 'shipments.view',
  }),
  admin_shipment_document: adminEndpoint({
    method: 'POST',
    path: 'shipment_document',
    request: shipmentDocumentRequest,
    success: fileResponse,
    access: 'shipments.documents',
  }),
  admin_shipment_cancel: adminEndpoint({
    method: 'POST',
    path: 'shipment_cancel',
    request: shipmentCancelRequest,
    success: messageOnlySchema,
    access: 'shipments.cancel',
  }),

  admin_scan: adminEndpoint({
    method: 'POST',
    path: 'scans',
    request: scanRequest,
    success: scanResponse,
    access: 'scans.create',
  }),
  admin_cod_lookup: adminEndpoint({
    method: 'GET',
    path: 'cod_lookup',
    request: codLookupRequest,
    success: codLookupResponse,
    access: 'scans.create',
  }),

  admin_cod_pending: adminEndpoint({
    method: 'GET',
    path: 'cod_pending',
    request: noPayloadSchema,
    success: envelope({ accounts: z.array(pendingAccountSchema) }),
    access: 'remittances.view',
  }),
  admin_remittances: adminEndpoint({
    method: 'GET',
    path: 'remittances',
    request: noPayloadSchema,
    success: envelope({ rows: z.array(remittanceSchema) }),
    access: 'remittances.view',
  }),
  admin_remittance: adminEndpoint({
    method: 'GET',
    path: 'remittance',
    request: remittanceIdRequest,
    success: envelope(remittanceDetailSchema.shape),
    access: 'remittances.view',
  }),
  admin_remittance_create: adminEndpoint({
    method: 'POST',
    path: 'remittance_create',
    request: remittanceCreateRequest,
    success: envelope({ remittance: remittanceSchema }),
    access: 'remittances.create',
  }),
  admin_statements: adminEndpoint({
    method: 'GET',
    path: 'statements',
    request: statementsRequest,
    success: envelope({ statements: z.array(statementSchema) }),
    access: 'statements.manage',
  }),
  admin_statement_regenerate: adminEndpoint({
    method: 'POST',
    path: 'statement_regenerate',
    request: statementRegenerateRequest,
    success: envelope({ statement: statementSchema }),
    access: 'statements.manage',
  }),
  admin_remittances_csv: adminEndpoint({
    method: 'POST',
    path: 'remittances_csv',
    request: remittancesCsvRequest,
    success: fileResponse,
    access: 'remittances.view',
  }),

  admin_collections: adminEndpoint({
    method: 'GET',
    path: 'collections',
    request: collectionListRequest,
    success: collectionListResponse,
    access: 'collections.view',
  }),
  admin_collection_update: adminEndpoint({
    method: 'POST',
    path: 'collection_update',
    request: collectionUpdateRequest,
    success: messageOnlySchema,
    access: 'collections.manage',
  }),
  admin_run_sheet: adminEndpoint({
    method: 'POST',
    path: 'run_sheet',
    request: collectionListRequest,
    success: runSheetResponse,
    access: 'collections.view',
  }),

  admin_enquiries: adminEndpoint({
    method: 'GET',
    path: 'enquiries',
    request: enquiryListRequest,
    success: enquiryListResponse,
    access: 'enquiries.view',
  }),
  admin_enquiry_update: adminEndpoint({
    method: 'POST',
    path: 'enquiry_update',
    request: enquiryUpdateRequest,
    success: messageOnlySchema,
    access: 'enquiries.manage',
  }),
  admin_enquiry_resume: adminEndpoint({
    method: 'POST',
    path: 'enquiry_resume',
    request: enquiryResumeRequest,
    success: fileResponse,
    access: 'enquiries.resume',
  }),

  admin_customers: adminEndpoint({
    method: 'GET',
    path: 'customers',
    request: customerListRequest,
    success: customerListResponse,
    access: 'customers.view',
  }),
  admin_customer_create: adminEndpoint({
    method: 'POST',
    path: 'customer_create',
    request: customerCreateRequest,
    success: messageOnlySchema,
    access: 'customers.manage',
  }),
  admin_customer_disable: adminEndpoint({
    method: 'POST',
    path: 'customer_disable',
    request: customerDisableRequest,
    success: messageOnlySchema,
    access: 'customers.manage',
  }),
  admin_customer_reset: adminEndpoint({
    method: 'POST',
    path: 'customer_reset',
    request: customerResetRequest,
    success: messageOnlySchema,
    access: 'customers.manage',
  }),

  admin_settings: adminEndpoint({
    method: 'GET',
    path: 'settings',
    request: noPayloadSchema,
    success: settingsResponse,
    access: 'settings.view',
  }),
  admin_settings_update: adminEndpoint({
    method: 'POST',
    path: 'settings_update',
    request: settingsUpdateRequest,
    success: messageOnlySchema,
    access: 'settings.manage',
  }),
  admin_holiday_add: adminEndpoint({
    method: 'POST',
    path: 'holiday_add',
    request: holidayRequest,
    success: messageOnlySchema,
    access: 'settings.manage',
  }),
  admin_holiday_remove: adminEndpoint({
    method: 'POST',
    path: 'holiday_remove',
    request: holidayRemoveRequest,
    success: messageOnlySchema,
    access: 'settings.manage',
  }),

  admin_rate_cards: adminEndpoint({
    method: 'GET',
    path: 'rate_cards',
    request: noPayloadSchema,
    success: rateCardListResponse,
    access: 'settings.view',
  }),
  admin_rate_preview: adminEndpoint({
    method: 'POST',
    path: 'rate_preview',
    request: ratePreviewRequest,
    success: ratePreviewResponse,
    access: 'settings.view',
  }),
  admin_rate_card_update: adminEndpoint({
    method: 'POST',
    path: 'rate_card_update',
    request: rateCardEditRequest,
    success: messageOnlySchema,
    access: 'settings.manage',
  }),

  admin_audit: adminEndpoint({
    method: 'GET',
    path: 'audit',
    request: auditListRequest,
    success: auditListResponse,
    access: 'audit.view',
  }),

  ...adminContentEndpoints,
  ...adminContentUploadEndpoints,
  ...adminCourierEndpoints,
  ...adminClaimEndpoints,
} as const;

type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;
export type AdminRequestOf<N extends AdminEndpointName> = z.input<AdminEndpoints[N]['request']>;
export type AdminParsedRequestOf<N extends AdminEndpointName> = z.output<
  AdminEndpoints[N]['request']
>;
export type AdminSuccessOf<N extends AdminEndpointName> = z.output<AdminEndpoints[N]['success']>;
export const adminEndpointNames = Object.keys(adminEndpoints) as AdminEndpointName[];
