import type { MarketingFigure } from '@courier/api-client/endpoints/company';
import { useApi, useApiList } from './hooks';

/*
 * The company's details, the marketing figures and the home counters (edited in the
 * back office). One call for all: the layout asks on every route, so the server renders every
 * page with it and a page reading any part finds it in swr's cache.
 */

/** The figure the pages write into sentences as the network's reach ('209+'). */
export const NETWORK_COUNTRIES = 'network_countries';

/** The company's details: undefined while they load (client-only pages) or after a failure. */
export const useCompany = () => useApi('company_profile', {}).data?.company;

/** The published marketing figures in their order; empty while loading. */
export const useMarketingFigures = () => useApiList('company_profile', {}, (r) => r.figures).list;

/** The published home counters (Our Network) in their order; empty while loading. */
export const useHomeCounters = () => useApiList('company_profile', {}, (r) => r.counters).list;

/** The value of the figure named `key`, or undefined when it is missing or unpublished. */
export const figureValue = (figures: readonly MarketingFigure[], key: string) =>
  figures.find((figure) => figure.key === key)?.value;
