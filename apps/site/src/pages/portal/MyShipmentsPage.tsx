import { PORTAL_PAGE_SIZE_DEFAULT } from '@courier/api-client/endpoints/portal';
import { addDays } from '@courier/domain/collectionDate';
import { todayInKuwait } from '@courier/domain/kuwaitClock';
import { EXPORT_MAX_DAYS, PORTAL_SHIPMENT_STATUSES } from '@courier/domain/schemas/portal';
import { usePortalWords, type PortalWords } from '@courier/ui/i18n/portalWords';
import { useLanguage } from '@courier/ui/i18n/LanguageProvider';
import { ShipmentList, type ShipmentListFilters } from '@courier/ui/ShipmentList';
import { useSearchParams } from 'react-router';
import { shipmentsExportHref, usePortalShipments } from '../../api/portal/shipments';
import { useSiteWords } from '../../i18n/siteWords';
import { toShipmentRow } from '../../portal/shipmentRows';
import { useSignedOutRedirect } from '../../portal/useSignedOutRedirect';
import { PortalPage } from './PortalPage';

/** The status filter's choices in the page's language. */
const statusOptionsOf = (status: PortalWords['status']) =>
  PORTAL_SHIPMENT_STATUSES.map((id) => ({ id, name: status[id] }));

/** The search lives in the address (q, status, from, to, page): links and Back keep it. */
function useSearch() {
  const [params, setParams] = useSearchParams();
  const filters: ShipmentListFilters = {
    search: params.get('q') ?? '',
    status: params.get('status') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const go = (next: ShipmentListFilters, nextPage: number) => {
    const query = new URLSearchParams();
    if (next.search) query.set('q', next.search);
    if (next.status) query.set('status', next.status);
    if (next.from) query.set('from', next.from);
    if (next.to) query.set('to', next.to);
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return { filters, page, go };
}

/**
 * The CSV export beside the list: of the chosen dates, else of the last year up to today
 * (Kuwait's calendar; the export takes at most EXPORT_MAX_DAYS), so the button is always there.
 */
function exportOf(filters: { from: string; to: string }) {
  if (filters.from && filters.to)
    return {
      exportHref: shipmentsExportHref(filters.from, filters.to),
      exportScope: 'dates',
    } as const;
  const today = todayInKuwait(new Date());
  return {
    exportHref: shipmentsExportHref(addDays(today, 1 - EXPORT_MAX_DAYS), today),
    exportScope: 'lastYear',
  } as const;
}

/** My shipments: the customer's own, newest first, searched and paged by the server. */
export function Component() {
  const w = useSiteWords();
  const portal = usePortalWords();
  const language = useLanguage();
  const { filters, page, go } = useSearch();
  const { data, error, isLoading } = usePortalShipments({
    q: filters.search,
    status: filters.status,
    from: filters.from,
    to: filters.to,
    page,
    page_size: PORTAL_PAGE_SIZE_DEFAULT,
  });
  useSignedOutRedirect(error);
  return (
    <PortalPage title={w.portal.shipments} current="/my-shipments">
      <ShipmentList
        rows={(data?.shipments ?? []).map((row) => toShipmentRow(row, language, portal.status))}
        total={data?.total ?? 0}
        page={page}
        pageSize={PORTAL_PAGE_SIZE_DEFAULT}
        onPageChange={(next) => go(filters, next)}
        filters={filters}
        onFiltersChange={(next) => go(next, 1)}
        statusOptions={statusOptionsOf(portal.status)}
        isLoading={isLoading}
        createHref="/create-shipment"
        {...exportOf(filters)}
      />
    </PortalPage>
  );
}
