/**
 * Where the office's "Open in Google Maps" link points: the pin of the map the back office saved
 * (an OpenStreetMap embed's `marker`, a Google embed's `q`/`center` when it is a latitude and
 * longitude), else a search for the address. The page shows this link and the address at once;
 * the embedded map loads only when the visitor asks for it (docs/customer-views.md).
 */
const LAT_LNG = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export function mapPin(embedUrl: string): { lat: string; lng: string } | undefined {
  let url: URL;
  try {
    url = new URL(embedUrl);
  } catch {
    return undefined;
  }
  for (const name of ['marker', 'q', 'center']) {
    const match = LAT_LNG.exec(url.searchParams.get(name) ?? '');
    if (match) return { lat: match[1]!, lng: match[2]! };
  }
  return undefined;
}

export function officeMapHref(embedUrl: string, address: string): string {
  const pin = mapPin(embedUrl);
  const query = pin ? `${pin.lat},${pin.lng}` : address;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
