import { describe, expect, it } from 'vitest';
import {
  can,
  isStaffRole,
  requiresTwoFactor,
  ROLE_PERMISSIONS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
} from './staffRoles.ts';

describe('staff roles', () => {
  it('gives admins every permission', () => {
    for (const p of STAFF_PERMISSIONS) expect(can('admin', p)).toBe(true);
  });
  it('keeps KYC documents to operations and admins, résumés to customer service and admins', () => {
    expect(STAFF_ROLES.filter((r) => can(r, 'shipments.documents'))).toEqual([
      'admin',
      'operations',
    ]);
    expect(STAFF_ROLES.filter((r) => can(r, 'enquiries.resume'))).toEqual([
      'admin',
      'customer-service',
    ]);
  });
  it('keeps the audit log and settings changes to admins', () => {
    expect(STAFF_ROLES.filter((r) => can(r, 'audit.view'))).toEqual(['admin']);
    expect(STAFF_ROLES.filter((r) => can(r, 'settings.manage'))).toEqual(['admin']);
  });
  it('lists only known permissions and requires two factors for admins only', () => {
    for (const r of STAFF_ROLES)
      for (const p of ROLE_PERMISSIONS[r]) expect(STAFF_PERMISSIONS).toContain(p);
    expect(STAFF_ROLES.filter(requiresTwoFactor)).toEqual(['admin']);
    expect(isStaffRole('operations')).toBe(true);
    expect(isStaffRole('root')).toBe(false);
  });
});
