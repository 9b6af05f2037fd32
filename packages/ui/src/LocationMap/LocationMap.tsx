import { useEffect, useRef } from 'react';
import L from 'leaflet';
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

/** Offices on a leaflet map; each location with coordinates is a marker with its details. */
export function LocationMap({
  locations,
  view = FIND_LOCATION_MAP,
  tiles = OSM_TILES,
  label,
}: LocationMapProps) {
  const w = useUiWords();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      center: [view.center.lat, view.center.lng],
      zoom: view.zoom,
    });
    if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution }).addTo(instance);
    markers.current = L.layerGroup().addTo(instance);
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
    };
  }, [view.center.lat, view.center.lng, view.zoom, tiles]);

  useEffect(() => {
    const group = markers.current;
    if (!group) return;
    group.clearLayers();
    for (const location of locations) {
      if (location.lat === undefined || location.lng === undefined) continue;
      const popup = document.createElement('div');
      const title = document.createElement('strong');
      title.textContent = location.location;
      const address = document.createElement('p');
      address.textContent = location.address;
      popup.append(title, address);
      L.circleMarker([location.lat, location.lng], {
        radius: 8,
        color: '#081a35',
        fillColor: '#c2410c',
        fillOpacity: 0.9,
        weight: 2,
      })
        .bindPopup(popup)
        .bindTooltip(location.location)
        .addTo(group);
    }
  }, [locations]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label ?? w.locations.map}
      data-testid="location-map"
      className="h-96 w-full rounded-card border border-line"
    />
  );
}
