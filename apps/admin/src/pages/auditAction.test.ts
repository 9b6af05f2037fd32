import { describe, expect, it } from 'vitest';
import { loadI18n } from '@courier/ui/i18n/createI18n';
import { wordsOf } from '@courier/ui/i18n/words';
import { adminEn } from '../i18n/en';
import { adminCatalog } from '../i18n/words';
import { auditActionWords } from './auditAction';

describe('auditActionWords', () => {
  it('names known actions and content writes in each language, and shows unknown codes as they are', async () => {
    const en = wordsOf(await loadI18n('en', [adminCatalog]), 'admin', adminEn);
    expect(auditActionWords(en, 'holiday.add')).toBe('Holiday added');
    expect(auditActionWords(en, 'shipment.view_kyc')).toBe('KYC document viewed');
    expect(auditActionWords(en, 'services.update')).toBe('Service: changed');
    expect(auditActionWords(en, 'robot.dance')).toBe('robot.dance');
    const ar = wordsOf(await loadI18n('ar', [adminCatalog]), 'admin', adminEn);
    expect(auditActionWords(ar, 'holiday.add')).toBe('إضافة عطلة');
    expect(auditActionWords(ar, 'blog-posts.delete')).toBe('تدوينة: حذف');
  });
});
