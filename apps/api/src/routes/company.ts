import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyProfileFromStored, figuresFromStored } from '@courier/api-client/endpoints/company';
import { companyProfile, marketingFigures } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cachedValue } from '../cache/cachedValue.ts';
import type { AppContext } from '../context.ts';

/**
 * company_profile: the company's details, the published marketing figures and the home's counters
 * (figures of kind 'counter') (issue 14). Every page's header and footer asks for it, so the
 * answer is kept in memory until content changes
 * (cache topic 'content', which the back office's content writes announce to every process).
 */
export function companyRoutes(app: FastifyInstance, { db, caches }: AppContext): void {
  const answer = cachedValue(caches.bus, ['content'], async () => {
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
      })
      .from(marketingFigures)
      .where(eq(marketingFigures.published, true))
      .orderBy(asc(marketingFigures.sortOrder), asc(marketingFigures.id));
    return profile
      ? { company: companyProfileFromStored(profile), ...figuresFromStored(rows) }
      : null;
  });

  contractRoute(app, 'company_profile', async () => {
    const found = await answer.get();
    if (!found) throw notFound('Company profile not found.');
    return success('Company profile', found);
  });
}
