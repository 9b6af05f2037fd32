import type { MarketingFigure } from '@courier/api-client/endpoints/company';
import { useApi, useApiList } from './hooks';

/*
 * The company's details and the marketing figures (issue 14: edited in the back office). One
 * call for both: the layout asks on every route, so the server renders every page with it and a
 * page reading either part finds it in swr's cache.
 */

/** The company's details: undefined while they load (client-only pages) or after a failure. */
export const useCompany = () => useApi('company_profile', {}).data?.company;

/** The published marketing figures in their order; empty while loading. */
export const useMarketingFigures = () => useApiList('company_profile', {}, (r) => r.figures).list;

/** The value of the figure named `key`, or undefined when it is missing or unpublished. */
export const figureValue = (figures: readonly MarketingFigure[], key: string) =>
  figures.find((figure) => figure.key === key)?.value;
