import { lazy, useEffect } from 'react';

/**
 * The booking wizard's parts after its first step, each in a chunk of its own: the
 * first paint and the hydration of book-shipment need only step 1, and these carry their own
 * zod schemas (built when the module evaluates), the collection date picker and the card form.
 * They are fetched while the visitor fills step 1 (preloadLaterSteps), so Next rarely waits.
 */
const loaders = {
  shipping: () => import('@courier/ui/ShippingDetailsStep'),
  collection: () => import('@courier/ui/CollectionPaymentStep'),
  payment: () => import('@courier/ui/OnlinePaymentStep'),
  result: () => import('@courier/ui/ShipmentResultView'),
  confirmation: () => import('@courier/ui/ShipmentConfirmationModal'),
};

export const ShippingDetailsStep = lazy(() =>
  loaders.shipping().then((m) => ({ default: m.ShippingDetailsStep })),
);
export const CollectionPaymentStep = lazy(() =>
  loaders.collection().then((m) => ({ default: m.CollectionPaymentStep })),
);
export const OnlinePaymentStep = lazy(() =>
  loaders.payment().then((m) => ({ default: m.OnlinePaymentStep })),
);
export const ShipmentResultView = lazy(() =>
  loaders.result().then((m) => ({ default: m.ShipmentResultView })),
);
export const ShipmentConfirmationModal = lazy(() =>
  loaders.confirmation().then((m) => ({ default: m.ShipmentConfirmationModal })),
);

let preloading: Promise<unknown> | undefined;

/**
 * Fetches every later step once. Called on the visitor's first interaction with step 1, not at
 * hydration: evaluating these chunks then would be start-up work again.
 */
function preloadLaterSteps(): Promise<unknown> {
  preloading ??= Promise.all(Object.values(loaders).map((load) => load())).catch(() => {
    // Tried again when a step opens (its lazy component), where a failure reaches the page.
    preloading = undefined;
  });
  return preloading;
}

/** Preloads the later steps on the first focus or press anywhere on the page. */
export function usePreloadLaterStepsOnFirstInteraction(): void {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const start = () => {
      for (const event of events) document.removeEventListener(event, start, true);
      void preloadLaterSteps();
    };
    for (const event of events) document.addEventListener(event, start, true);
    return () => {
      for (const event of events) document.removeEventListener(event, start, true);
    };
  }, []);
}
