import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { companyProfileFromStored } from '@courier/api-client/endpoints/company';
import { COMPANY_PROFILE } from '@courier/demo-data/content/company';

const company = companyProfileFromStored(COMPANY_PROFILE);

// The shipped demo company profile (public/company-profile.pdf, written by
// scripts/makeCompanyProfile.ts from the demo profile the API seeds) must tell the company's own
// history as the About page does (spec 1); the spec's 'since 1972' figure is the worldwide
// network's and may only appear as such.
const pdf = fileURLToPath(new URL('../../public/company-profile.pdf', import.meta.url));
const text = (): string =>
  execFileSync('pdftotext', ['-layout', pdf, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');

describe('company profile PDF', () => {
  it("states the company's history since 1980, incorporation 2019 and the head office", () => {
    const words = text();
    expect(words).toContain(`began in ${company.history.since}`);
    expect(words).toContain(`incorporated in ${company.history.incorporated}`);
    expect(words).toContain(`head office in ${company.history.headOffice}`);
  });

  it('names 1972 only as the network figure', () => {
    const mentions = text().match(/[^.]*1972[^.]*/g) ?? [];
    expect(mentions.length).toBeGreaterThan(0);
    for (const sentence of mentions) expect(sentence).toMatch(/network/i);
  });
});
