import { isDocsType } from '@courier/domain/bookingType';
import { offeredServices } from '@courier/domain/serviceChoice';
import { useUiWords } from '@courier/ui/i18n/uiWords';
import { useMemo } from 'react';
import { ourServiceId } from './ourServiceId';

interface ListedService {
  id: number | string;
  service_name: string;
  documents_only?: boolean;
}

export interface ServiceChoiceInputs {
  /** The wizard's own list: service_list (public) or the carrier's (customer). */
  services: readonly ListedService[];
  /** service_list, which says which services carry documents only (matched by ourServiceId). */
  facts: readonly ListedService[];
  type: string;
  /** `id:<our id>` of the services the rate cards carry this weight with (useCarryingServices). */
  carrying: ReadonlySet<string> | null;
  weight: string;
  origin: string;
  destination: string;
}

interface Option {
  id: string;
  name: string;
}

/**
 * Step 2's Service options: only the services that can carry the parcel (serviceChoice.ts), and,
 * when none can, the reason, shown on the field in the page's language. The carrier's services
 * are matched to ours by ourServiceId.ts.
 */
export function useServiceChoice({
  services,
  facts,
  type,
  carrying,
  weight,
  origin,
  destination,
}: ServiceChoiceInputs): { offered: Option[]; notice: string | undefined } {
  const w = useUiWords().wizard;
  const offered = useMemo(() => {
    // Every service by our id (ourServiceId.ts): the carrier's list names services in English,
    // ours in the page's language, so names match on English pages only.
    const documentsOnly = new Set(
      facts.filter((s) => s.documents_only === true).map((s) => String(s.id)),
    );
    const all = services.map((s) => {
      const ourId = services === facts ? String(s.id) : ourServiceId(s, facts);
      return {
        id: String(s.id),
        name: s.service_name,
        ourId,
        documentsOnly: ourId !== null && documentsOnly.has(ourId),
      };
    });
    const carries = (s: { ourId: string | null }) =>
      s.ourId !== null && carrying!.has(`id:${s.ourId}`);
    const carryingIds = carrying && new Set(all.filter(carries).map((s) => s.id));
    return offeredServices(all, type, carryingIds).map(({ id, name }) => ({ id, name }));
  }, [services, facts, type, carrying]);
  if (offered.length > 0 || services.length === 0 || !type) return { offered, notice: undefined };
  const kind = isDocsType(type) ? w.docs : w.nonDocs;
  const notice =
    carrying === null
      ? w.noServiceForType({ type: kind, origin, destination })
      : w.noService({ weight, type: kind, origin, destination });
  return { offered, notice };
}
