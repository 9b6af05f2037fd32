import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useLocale } from 'react-aria-components';
import { FIND_LOCATION_MAP, type MapView } from '@courier/domain/constants';
import type { Location } from '../LocationTable/LocationTable';
import { useUiWords } from '../i18n/uiWords';
import 'leaflet/dist/leaflet.css';

export const OSM_TILES = {
  url: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '&copy; OpenStreetMap contributors',
};

export interface LocationMapProps {
  locations: readonly Location[];
  /** Centre and zoom; find-location's 22.87, 79.18 at zoom 3 unless told (see @courier/domain). */
  view?: MapView;
  /** Map tiles; null draws markers only (tests run without network). */
  tiles?: { url: string; attribution: string } | null;
  label?: string;
}

/**
 * A popup's or tooltip's content in the page's language and direction. The map itself stays left
 * to right (see the container): Leaflet places tooltips, popups and tiles with physical offsets
 * and puts a right-to-left tooltip beside the wrong side of its marker, so only the words inside
 * read right to left.
 */
function inPageDirection<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  direction: 'ltr' | 'rtl',
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.dir = direction;
  element.style.display = 'block';
  element.style.textAlign = 'start';
  return element;
}

/** Offices on a leaflet map; each location with coordinates is a marker with its details. */
export function LocationMap({
  locations,
  view = FIND_LOCATION_MAP,
  tiles = OSM_TILES,
  label,
}: LocationMapProps) {
  const w = useUiWords();
  const { direction } = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      center: [view.center.lat, view.center.lng],
      zoom: view.zoom,
      zoomControl: false,
    });
    // The map's own controls mirror with the page: zoom at the start, attribution at the end.
    const rtl = direction === 'rtl';
    L.control.zoom({ position: rtl ? 'topright' : 'topleft' }).addTo(instance);
    instance.attributionControl.setPosition(rtl ? 'bottomleft' : 'bottomright');
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(instance);
    markers.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
  }, [view.center.lat, view.center.lng, view.zoom, tiles, direction]);

  useEffect(() => {
    const group = markers.current;
    if (!group) return;
    group.clearLayers();
    for (const location of locations) {
      if (location.lat === undefined || location.lng === undefined) continue;
      const popup = inPageDirection('div', direction);
      const title = document.createElement('strong');
      title.textContent = location.location;
      const address = document.createElement('p');
      address.textContent = location.address;
      popup.append(title, address);
      const tooltip = inPageDirection('span', direction);
      tooltip.textContent = location.location;
      L.circleMarker([location.lat, location.lng], {
        radius: 8,
        color: '#081a35',
        fillColor: '#c2410c',
        fillOpacity: 0.9,
        weight: 2,
      })
        .bindPopup(popup)
        .bindTooltip(tooltip)
        .addTo(group);
    }
  }, [locations, direction]);

  return (
    <div
      ref={container}
      // Leaflet lays the map out left to right whatever the page's direction (see inPageDirection).
      dir="ltr"
      role="region"
      aria-label={label ?? w.locations.map}
      data-testid="location-map"
      className="h-96 w-full rounded-card border border-line"
    />
  );
}
