import { describe, expect, it } from 'vitest';
import { auditChanges } from './auditChanges.ts';

describe('auditChanges', () => {
  it('lists each changed field with its old and new value, leaving unchanged ones out', () => {
    expect(
      auditChanges(
        { status: 'booked', location: 'Kuwait', pieces: 2 },
        { status: 'in_transit', location: 'Kuwait', pieces: 3, remarks: 'Departed hub' },
      ),
    ).toEqual([
      { field: 'status', before: 'booked', after: 'in_transit' },
      { field: 'pieces', before: '2', after: '3' },
      { field: 'remarks', before: '', after: 'Departed hub' },
    ]);
  });

  it('shows a creation or a deletion as every field on one side', () => {
    expect(auditChanges(null, { name: 'Sharq', active: true })).toEqual([
      { field: 'name', before: '', after: 'Sharq' },
      { field: 'active', before: '', after: 'true' },
    ]);
    expect(auditChanges({ name: 'Sharq' }, undefined)).toEqual([
      { field: 'name', before: 'Sharq', after: '' },
    ]);
  });

  it('spells nested values out as named lines, never JSON, and a bare value as one line', () => {
    expect(auditChanges({ skipped: [] }, { skipped: ['picked_up', 'delivered'] })).toEqual([
      { field: 'skipped', before: '', after: 'picked_up, delivered' },
    ]);
    expect(
      auditChanges(
        { title: { en: 'Express', ar: 'سريع' }, lines: [{ name: 'A' }] },
        { title: { en: 'Express', ar: 'السريع' }, lines: [{ name: 'A' }, { name: 'B' }] },
      ),
    ).toEqual([
      { field: 'title.ar', before: 'سريع', after: 'السريع' },
      { field: 'lines.2.name', before: '', after: 'B' },
    ]);
    expect(auditChanges(5, 7)).toEqual([{ field: 'value', before: '5', after: '7' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
