// Every area's tables, one file per area. The shipments area (next issue) adds its file here.
export * from './content.ts';
export * from './reference.ts';
export * from './locations.ts';
export * from './rates.ts';
export * from './enquiries.ts';
export * from './system.ts';
