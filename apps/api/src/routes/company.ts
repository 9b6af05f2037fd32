import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyProfileFromStored } from '@courier/api-client/endpoints/company';
import { companyProfile, marketingFigures } from '../db/schema/index.ts';
import { notFound, success } from '../http/envelope.ts';
import { contractRoute } from '../http/contractRoute.ts';
import { cachedValue } from '../cache/cachedValue.ts';
import type { AppContext } from '../context.ts';

/**
 * company_profile: the company's details and the published marketing figures (issue 14). Every
 * page's header and footer asks for it, so the answer is kept in memory until content changes
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
    const figures = await db
      .select({
        key: marketingFigures.key,
        value: marketingFigures.value,
        label: marketingFigures.label,
      })
      .from(marketingFigures)
      .where(eq(marketingFigures.published, true))
      .orderBy(asc(marketingFigures.sortOrder), asc(marketingFigures.id));
    return profile ? { company: companyProfileFromStored(profile), figures } : null;
  });

  contractRoute(app, 'company_profile', async () => {
    const found = await answer.get();
    if (!found) throw notFound('Company profile not found.');
    return success('Company profile', found);
  });
}
