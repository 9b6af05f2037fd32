import { useCallback, useEffect, useRef } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import {
  recalculateShipping,
  type ShipmentLineForm,
  type ShippingForm,
} from '@courier/domain/shipmentLines';

/** What step 2 holds: the domain's shipping form plus service, currency and the rate's amount. */
export interface ShippingValues extends ShippingForm {
  service: string;
  currency: { currency_code: string; currency_name: string };
  total_amount: string;
}

const ROOT_KEYS = [
  'type',
  'content',
  'value',
  'total_pieces',
  'total_weight',
  'total_volume_weight',
  'total_chargeable_weight',
] as const;

/** A person's edit of one of these line fields changes the line's and the shipment's figures. */
const LINE_INPUT = /^shipment_items\.\d+\.(weight|length|width|height|qty|item_value)$/;

/**
 * Keeps the derived figures (volumetric weights, item totals, declared value and totals) in step
 * with the lines, using the domain's rules. Only fields whose value changes are written, so the
 * input being typed in keeps its focus.
 */
export function useShippingSync(form: UseFormReturn<ShippingValues>) {
  const { getValues, setValue, watch, formState } = form;
  const syncing = useRef(false);
  const submitted = useRef(false);
  submitted.current = formState.isSubmitted;

  const apply = useCallback(
    (next: ShippingValues) => {
      syncing.current = true;
      try {
        const current = getValues();
        const options = { shouldValidate: submitted.current };
        for (const key of ROOT_KEYS) {
          if (current[key] !== next[key]) setValue(key, next[key], options);
        }
        next.shipment_items.forEach((line, index) => {
          for (const key of Object.keys(line) as (keyof ShipmentLineForm)[]) {
            if (current.shipment_items[index]?.[key] !== line[key]) {
              setValue(
                `shipment_items.${index}.${key}` as FieldPath<ShippingValues>,
                line[key],
                options,
              );
            }
          }
        });
      } finally {
        syncing.current = false;
      }
    },
    [getValues, setValue],
  );

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (syncing.current || !name || !LINE_INPUT.test(name)) return;
      apply(recalculateShipping(getValues()));
    });
    return () => subscription.unsubscribe();
  }, [watch, getValues, apply]);

  return apply;
}
