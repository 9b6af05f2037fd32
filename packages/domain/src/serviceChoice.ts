import { isGoodsType } from './bookingType.ts';

/**
 * Which services a booking's step 2 offers (both wizards): a service is offered when it can carry
 * the parcel. Documents-only services carry documents only; the rate cards between the two
 * countries say which services run there and how heavy a parcel each carries (the price call
 * answers them as its service list).
 */

/** A documents-only service carries no goods; while no type is chosen every service may fit. */
export function carriesType(documentsOnly: boolean, type: string): boolean {
  return !(documentsOnly && isGoodsType(type));
}

export interface ServiceFacts {
  id: string;
  /** From service_list; a service the list does not know is taken to carry goods. */
  documentsOnly?: boolean;
}

/**
 * The services to offer, in the order given: those that carry the type and, once the rate cards
 * answered for this route and weight (`carrying`, ids), those among them. `carrying` null: not
 * known yet (no weight, or the answer on its way).
 */
export function offeredServices<T extends ServiceFacts>(
  services: readonly T[],
  type: string,
  carrying: ReadonlySet<string> | null,
): T[] {
  return services.filter(
    (service) =>
      carriesType(service.documentsOnly === true, type) &&
      (carrying === null || carrying.has(service.id)),
  );
}
