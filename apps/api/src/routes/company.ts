import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyProfileFromStored, figuresFromStored } from '@courier/api-client/endpoints/company';
import { companyProfile, marketingFigures } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cachedValue, type CachedValue } from '../cache/cachedValue.ts';
import type { AppContext } from '../context.ts';
import { localized, type Language } from '@courier/domain/language';
import { contentLanguage } from '../http/requestLanguage.ts';
import { MISSING_MESSAGES } from '../http/requestMessages.ts';

/**
 * company_profile: the company's details, the published marketing figures and the home's counters
 * (figures of kind 'counter'). Every page's header and footer asks for it, so the
 * answer is kept in memory until content changes
 * (cache topic 'content', which the back office's content writes announce to every process),
 * one copy per language.
 */
export function companyRoutes(app: FastifyInstance, { db, caches }: AppContext): void {
  const load = async (lang: Language) => {
    // One row by design (id 1); the lowest id if a hand-made database holds more.
    const [profile] = await db
      .select()
      .from(companyProfile)
      .orderBy(asc(companyProfile.id))
      .limit(1);
    const rows = await db
      .select({
        key: marketingFigures.key,
        kind: marketingFigures.kind,
        value: marketingFigures.value,
        label: marketingFigures.label,
        labelAr: marketingFigures.labelAr,
      })
      .from(marketingFigures)
      .where(eq(marketingFigures.published, true))
      .orderBy(asc(marketingFigures.sortOrder), asc(marketingFigures.id));
    if (!profile) return null;
    // The texts in the language, each falling back to English on its own; the conversion of the
    // stored shape (one office per line, counters apart) stays the api-client's.
    const texts = {
      ...profile,
      name: localized(profile.name, profile.nameAr, lang),
      address: localized(profile.address, profile.addressAr, lang),
      regionalOffices: localized(profile.regionalOffices, profile.regionalOfficesAr, lang),
      headOffice: localized(profile.headOffice, profile.headOfficeAr, lang),
    };
    const figures = rows.map(({ labelAr, ...row }) => ({
      ...row,
      label: localized(row.label, labelAr, lang),
    }));
    return { company: companyProfileFromStored(texts), ...figuresFromStored(figures) };
  };
  // One copy per language: an Arabic answer is never handed to an English request.
  const answers: Record<Language, CachedValue<Awaited<ReturnType<typeof load>>>> = {
    en: cachedValue(caches.bus, ['content'], () => load('en')),
    ar: cachedValue(caches.bus, ['content'], () => load('ar')),
  };

  contractRoute(app, 'company_profile', async (_input, request, reply) => {
    const found = await answers[contentLanguage(request, reply)].get();
    if (!found) throw notFound(MISSING_MESSAGES.companyProfile);
    return success('Company profile', found);
  });
}
