/**
 * Writes public/company-profile.pdf, the demo company's "Company Profile" (the seeded profile's
 * link until staff upload their own in the back office), from the same facts the demo site shows:
 * the demo company profile (@courier/demo-data, as the API seeds it) and the spec's
 * marketing figures. Run after changing them:
 * `pnpm --filter @courier/site exec tsx scripts/makeCompanyProfile.ts`.
 */
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MARKETING_FIGURES } from '@courier/domain/constants';
import PDFDocument from 'pdfkit';
import { companyProfileFromStored } from '@courier/api-client/endpoints/company';
import { COMPANY_PROFILE } from '@courier/demo-data/content/company';

const company = companyProfileFromStored(COMPANY_PROFILE);

const out = fileURLToPath(new URL('../public/company-profile.pdf', import.meta.url));
const NAVY = '#0b2a55';
const ORANGE = '#d9540f';
const INK = '#1f2a44';

const services = [
  'International Express: documents and parcels door to door to 209+ countries',
  'Domestic Courier: same-day delivery across Kuwait',
  'Air Freight and Sea Freight for heavier cargo',
  'E-commerce Logistics: pick, pack and deliver for online shops',
  'Customs Clearance by a customs-authorised courier operator',
];

// A fixed creation date keeps the file identical between runs (no needless diffs).
const doc = new PDFDocument({
  size: 'A4',
  margin: 56,
  info: {
    Title: `${company.name} - Company Profile`,
    Author: company.name,
    CreationDate: new Date('2026-01-01T00:00:00Z'),
  },
});
doc.pipe(createWriteStream(out));

doc.rect(0, 0, doc.page.width, 120).fill(NAVY);
doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(26).text(company.name, 56, 40);
doc.font('Helvetica').fontSize(13).text('Company Profile', 56, 76);
doc.moveDown(4);

const heading = (title: string) => {
  doc.moveDown(0.8).fillColor(ORANGE).font('Helvetica-Bold').fontSize(14).text(title, 56);
  doc.moveDown(0.3).fillColor(INK).font('Helvetica').fontSize(11);
};

doc.y = 150;
heading('Who we are');
doc.text(
  `${company.name} is the Kuwait branch of a worldwide express network serving ${MARKETING_FIGURES.networkCountries} countries. ` +
    `Our story in express logistics began in ${company.history.since}; the company was incorporated in ${company.history.incorporated} ` +
    `with its head office in ${company.history.headOffice} and ${company.history.franchiseOffices} franchise offices.`,
  { lineGap: 3 },
);
doc
  .moveDown(0.5)
  .text('ISO 9001:2015 certified. Customs-authorised courier operator.', { lineGap: 3 });

heading('The network in figures');
doc.text(
  `The network has carried shipments since ${MARKETING_FIGURES.sinceYear} (${MARKETING_FIGURES.years} years) for ${MARKETING_FIGURES.clients} clients, with ` +
    `${MARKETING_FIGURES.airProjects} air, ${MARKETING_FIGURES.seaProjects} sea and ${MARKETING_FIGURES.courierProjects} courier projects delivered.`,
  { lineGap: 3 },
);

heading('Services');
for (const service of services) doc.text(`-  ${service}`, { lineGap: 3 });

heading('Vision and mission');
doc.text(
  'Vision: to be the most trusted express courier for every business and family in Kuwait, connecting them with the world.',
  { lineGap: 3 },
);
doc
  .moveDown(0.3)
  .text(
    'Mission: to deliver on time, every time, with transparent prices, online booking and live tracking for every shipment.',
    { lineGap: 3 },
  );

heading('Contact');
doc.text(`Kuwait office: ${company.address}`, { lineGap: 3 });
doc.text(`Sales ${company.salesPhone}  -  General ${company.generalPhone}  -  ${company.email}`, {
  lineGap: 3,
});

doc.end();
