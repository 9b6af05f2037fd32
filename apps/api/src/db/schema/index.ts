// Every area's tables, one file per area.
export * from './content.ts';
export * from './reference.ts';
export * from './locations.ts';
export * from './rates.ts';
export * from './enquiries.ts';
export * from './system.ts';
export * from './customers.ts';
export * from './shipments.ts';
export * from './payments.ts';
export * from './tracking.ts';
export * from './idempotency.ts';
export * from './staff.ts';
export * from './files.ts';
export * from './notifications.ts';
export * from './portal.ts';
