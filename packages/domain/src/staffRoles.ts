/**
 * Staff roles of the back office and what each may do. The server checks every /api/admin call
 * against this table; the admin console only hides what the server already refuses.
 */
export const STAFF_ROLES = [
  'admin',
  'operations',
  'customer-service',
  'content-editor',
  'finance',
  /** Drives a run: sees only the stops of their own run and records what happened at each. */
  'courier',
] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'dashboard.view',
  'shipments.view',
  /** KYC and commercial invoice of a booking (each view is audit-logged). */
  'shipments.documents',
  'shipments.cancel',
  'scans.create',
  'collections.view',
  'collections.manage',
  'enquiries.view',
  'enquiries.manage',
  /** Job applicants' résumés (each download is audit-logged). */
  'enquiries.resume',
  'customers.view',
  'customers.manage',
  'settings.view',
  'settings.manage',
  'audit.view',
  /** Site content: services, news, blog, team, careers, FAQ, pages, offices, company profile. */
  'content.manage',
  /** Merchants' cash on delivery ledgers and their remittances. */
  'remittances.view',
  /** Create a remittance (settles a merchant's pending entries for a period). */
  'remittances.create',
  /** Accounts' monthly statements: list and regenerate one (docs/statements.md). */
  'statements.manage',
  /** Claims for damage or loss: the queue, a claim's photos, ask for more, accept, reject. */
  'claims.manage',
  /** Plan the couriers' runs: assign shipments to a courier's day, order the stops. */
  'runs.manage',
  /** A courier's own run of the day and its actions (picked up, delivered, failed attempt). */
  'courier.run',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  operations: [
    'dashboard.view',
    'shipments.view',
    'shipments.documents',
    'shipments.cancel',
    'scans.create',
    'collections.view',
    'collections.manage',
    'enquiries.view',
    'customers.view',
    'settings.view',
    'runs.manage',
    'claims.manage',
  ],
  'customer-service': [
    'dashboard.view',
    'shipments.view',
    'collections.view',
    'enquiries.view',
    'enquiries.manage',
    'enquiries.resume',
    'customers.view',
    'customers.manage',
  ],
  'content-editor': [
    'dashboard.view',
    'shipments.view',
    'enquiries.view',
    'settings.view',
    'content.manage',
  ],
  finance: [
    'dashboard.view',
    'shipments.view',
    'customers.view',
    'remittances.view',
    'remittances.create',
    'statements.manage',
  ],
  courier: ['courier.run'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

export function can(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Admins must log in with a second factor; the other roles may turn it on. */
export function requiresTwoFactor(role: StaffRole): boolean {
  return role === 'admin';
}

/** Staff user names: lower-case letters, digits and . _ @ - (3 to 64). */
export const STAFF_USERNAME_PATTERN = /^[a-z0-9._@-]{3,64}$/;
export const STAFF_MIN_PASSWORD_LENGTH = 12;
