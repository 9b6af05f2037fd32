import { z } from 'zod';
import { isCleanText, textMessages } from '@courier/domain/schemas/fields';
import { MAX_NUMERIC_ID } from '@courier/domain/schemas/ids';
import { STAFF_PERMISSIONS, STAFF_ROLES } from '@courier/domain/staffRoles';
import { TRACKING_STATUSES } from '@courier/domain/tracking';
import { adminEndpoint } from './adminEndpoint.ts';
import { adminContentEndpoints } from './adminContent.ts';
import { adminContentUploadEndpoints } from './adminContentUpload.ts';
import { noPayloadSchema } from './endpoint.ts';
import { envelope, messageOnlySchema } from './envelope.ts';

export type { AdminAccess, AdminEndpoint } from './adminEndpoint.ts';

/** Base path of the back-office calls. */
export const ADMIN_BASE_PATH = '/api/admin/';

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, textMessages.tooLong(max))
    .refine(isCleanText, textMessages.badCharacters);
/** A row id in a request: a whole number a PostgreSQL integer column can hold. */
const rowId = z.coerce.number().int().positive().max(MAX_NUMERIC_ID);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD.');
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

export const staffRoleSchema = z.enum(STAFF_ROLES);
export const staffSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: staffRoleSchema,
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  twoFactor: z.boolean(),
});
export type Staff = z.output<typeof staffSchema>;

// ---- session --------------------------------------------------------------------------------

export const staffLoginRequest = z.object({
  username: text(64).min(1, 'Enter your user name.'),
  password: z.string().min(1, 'Enter your password.').max(200),
  /** The 6-digit code of the authenticator app, when the account has (or must set up) one. */
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.')
    .optional(),
});
export const staffLoginResponse = envelope({
  /** done: logged in; code: ask for the app's code; enrol: show the QR code, then ask for the code. */
  next: z.enum(['done', 'code', 'enrol']),
  staff: staffSchema.optional(),
  qrDataUrl: z.string().optional(),
  otpauthUrl: z.string().optional(),
});
export const totpEnrolResponse = envelope({ qrDataUrl: z.string(), otpauthUrl: z.string() });
export const totpConfirmRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});

// ---- dashboard ------------------------------------------------------------------------------

export const dashboardResponse = envelope({
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
export const shipmentStatusFilter = z.enum([...TRACKING_STATUSES, 'not_booked', 'cancelled']);
export const shipmentSearchRequest = z.object({
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
export const shipmentRowSchema = z.object({
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
});
export type ShipmentRow = z.output<typeof shipmentRowSchema>;
export const shipmentSearchResponse = pageOf(shipmentRowSchema);

export const shipmentDetailRequest = z.object({ shipmentNo: text(40).min(1) });
export const trackingHistoryRowSchema = z.object({
  date: z.string(),
  time: z.string(),
  status: z.string(),
  location: z.string(),
  remarks: z.string(),
});
export const shipmentDetailResponse = envelope({
  shipment: shipmentRowSchema.extend({
    paymentType: z.string(),
    cancelReason: z.string().nullable(),
    hasKyc: z.boolean(),
    hasInvoice: z.boolean(),
    record: z.record(z.string(), z.unknown()),
    history: z.array(trackingHistoryRowSchema),
    labelLinks: z.array(z.object({ label: z.string(), url: z.string() })),
  }),
});
export const shipmentDocumentRequest = z.object({
  shipmentNo: text(40).min(1),
  kind: z.enum(['kyc', 'invoice']),
});
export const fileResponse = envelope({ fileName: z.string(), dataUrl: z.string() });
export const shipmentCancelRequest = z.object({
  shipmentNo: text(40).min(1),
  reason: text(500).min(1, 'Enter the reason for the cancellation.'),
});

// ---- scans ----------------------------------------------------------------------------------

export const scanRequest = z.object({
  awb: text(40).min(1, 'Scan an airway bill number.'),
  status: z.enum(TRACKING_STATUSES),
  location: text(200).min(1, 'Enter the location.'),
  remarks: text(500).default(''),
});
export const scanResponse = envelope({ awb: z.string(), status: z.string() });

// ---- collections ----------------------------------------------------------------------------

export const COLLECTION_STATES = ['requested', 'scheduled', 'collected', 'failed'] as const;
export const collectionListRequest = z.object({ date: isoDate });
export const collectionRowSchema = z.object({
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
export const collectionListResponse = envelope({ rows: z.array(collectionRowSchema) });
export const collectionUpdateRequest = z.object({
  id: rowId,
  status: z.enum(COLLECTION_STATES),
  vehicle: text(80).default(''),
  driver: text(80).default(''),
  failureReason: text(500).default(''),
});
export const runSheetResponse = fileResponse;

// ---- enquiries ------------------------------------------------------------------------------

export const ENQUIRY_KINDS = ['contact', 'member', 'franchise', 'career'] as const;
export const enquiryListRequest = z.object({
  state: z.enum(['unhandled', 'handled', 'all']).default('unhandled'),
  page,
  pageSize,
});
export const enquiryRowSchema = z.object({
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
export const enquiryListResponse = pageOf(enquiryRowSchema);
const enquiryKey = z
  .string()
  .regex(/^(contact|career):\d{1,10}$/, 'Unknown enquiry.')
  .refine((key) => Number(key.split(':')[1]) <= MAX_NUMERIC_ID, 'Unknown enquiry.');
export const enquiryUpdateRequest = z.object({
  key: enquiryKey,
  handled: z.boolean().optional(),
  notes: text(2000).optional(),
  /** A staff user name, or '' to unassign. */
  assignee: text(64).optional(),
});
export const enquiryResumeRequest = z.object({ key: enquiryKey });

// ---- customers ------------------------------------------------------------------------------

export const customerListRequest = z.object({ q: text(80).optional(), page, pageSize });
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
export const customerListResponse = pageOf(customerRowSchema);
export const customerCreateRequest = z.object({
  userId: text(64).regex(/^[a-zA-Z0-9._@-]{3,64}$/, 'User ID: 3-64 letters, digits or . _ @ -'),
  company: text(120).min(1, 'Enter the company name.'),
  contact: text(120).min(1, 'Enter the contact person.'),
  city: text(80).min(1, 'Enter the city.'),
  phone: text(20).regex(/^\+?\d{6,15}$/, 'Enter a valid phone number.'),
  email: z.string().trim().email('Enter a valid e-mail address.').max(200),
  accountNo: text(40).min(1, 'Enter the account number.'),
});
export const customerDisableRequest = z.object({ userId: text(64).min(1), disabled: z.boolean() });
export const customerResetRequest = z.object({ userId: text(64).min(1) });

// ---- settings -------------------------------------------------------------------------------

export const settingsResponse = envelope({
  vatPercent: z.number(),
  nonWorkingWeekdays: z.array(z.number().int().min(0).max(6)),
  holidays: z.array(z.object({ date: z.string(), name: z.string() })),
});
export const settingsUpdateRequest = z.object({
  vatPercent: z.coerce.number().min(0, 'VAT is 0 to 100 %.').max(100, 'VAT is 0 to 100 %.'),
  nonWorkingWeekdays: z
    .array(z.number().int().min(0).max(6))
    .max(6, 'Keep at least one working day.'),
});
export const holidayRequest = z.object({ date: isoDate, name: text(120).default('') });
export const holidayRemoveRequest = z.object({ date: isoDate });

// ---- rate cards ---------------------------------------------------------------------------

const fils = z.coerce
  .number()
  .int('Enter whole fils.')
  .min(0, 'Prices cannot be negative.')
  .max(100_000_000);
export const rateBandSchema = z.object({
  upToKg: z.coerce
    .number()
    .positive('A band ends above 0 kg.')
    .max(10_000)
    .multipleOf(0.5, 'Bands end on a 0.5 kg step.'),
  priceFils: fils,
});
export const rateCardSchema = z.object({
  id: z.number().int(),
  service: z.string(),
  origin: z.string(),
  destination: z.string(),
  maxWeightKg: z.number(),
  perExtraHalfKgFils: z.number().int(),
  bands: z.array(rateBandSchema),
});
export type RateCard = z.output<typeof rateCardSchema>;
export const rateCardListResponse = envelope({ cards: z.array(rateCardSchema) });
export const rateCardEditRequest = z.object({
  id: rowId,
  perExtraHalfKgFils: fils,
  bands: z
    .array(rateBandSchema)
    .min(1, 'Keep at least one weight band.')
    .max(50)
    .refine(
      (bands) => new Set(bands.map((b) => b.upToKg)).size === bands.length,
      'Two bands end at the same weight.',
    ),
});
export const ratePreviewRequest = rateCardEditRequest.extend({
  weightKg: z.coerce.number().positive('Enter a weight above 0.').max(10_000),
});
export const ratePreviewResponse = envelope({
  billableWeightKg: z.number(),
  shippingFils: z.number().int(),
  vatFils: z.number().int(),
  totalFils: z.number().int(),
  vatPercent: z.number(),
});

// ---- audit ----------------------------------------------------------------------------------

export const auditListRequest = z.object({
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
export const auditListResponse = pageOf(auditRowSchema);

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
} as const;

export type AdminEndpoints = typeof adminEndpoints;
export type AdminEndpointName = keyof AdminEndpoints;
export type AdminRequestOf<N extends AdminEndpointName> = z.input<AdminEndpoints[N]['request']>;
export type AdminParsedRequestOf<N extends AdminEndpointName> = z.output<
  AdminEndpoints[N]['request']
>;
export type AdminSuccessOf<N extends AdminEndpointName> = z.output<AdminEndpoints[N]['success']>;
export const adminEndpointNames = Object.keys(adminEndpoints) as AdminEndpointName[];
