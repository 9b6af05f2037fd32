import type { EndpointName, RequestOf } from '@courier/api-client/endpoints';

/** The id of the JSON block the server writes and the browser reads before hydrating. */
const SSR_DATA_ID = 'ssr-data';

/** What the server hands the browser: the router's loader data and the swr answers it rendered with. */
export interface SsrData {
  router: {
    loaderData: Record<string, unknown>;
    actionData: Record<string, unknown> | null;
    errors: Record<string, unknown> | null;
  };
  /** swr fallback, keyed by swr's serialised key. */
  swr: Record<string, unknown>;
}

/** A key of `useApi` (api/hooks.ts): the endpoint and its request. */
export type ApiKey = readonly [EndpointName, RequestOf<EndpointName>];

/**
 * A JSON block the page carries. `type="application/json"` is data, not script, so the
 * Content-Security-Policy (script-src 'self') allows it; `<` is escaped so no text inside can
 * close the element.
 */
export function serializeSsrData(data: SsrData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SSR_DATA_ID}">${json}</script>`;
}

/** The server's data in the browser, or undefined when the page came without it (dev, mock mode). */
export function readSsrData(): SsrData | undefined {
  const element = document.getElementById(SSR_DATA_ID);
  if (!element?.textContent) return undefined;
  return JSON.parse(element.textContent) as SsrData;
}
