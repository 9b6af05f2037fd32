import type { Location } from '@courier/api-client/endpoints/locations';
import type { MapView } from '@courier/domain/constants';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';

/** A Leaflet map with one marker per location; the view comes from the domain constants. */
export function LocationMap({ locations, view }: { locations: readonly Location[]; view: MapView }) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current).setView([view.center.lat, view.center.lng], view.zoom);
    L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png', {
      maxZoom: 19,
      attribution: '&copy; OpenStreetMap contributors',
    }).addTo(instance);
    map.current = instance;
    layer.current = L.layerGroup().addTo(instance);
    return () => {
      instance.remove();
      map.current = null;
    };
  }, [view]);

  useEffect(() => {
    const group = layer.current;
    if (!group) return;
    group.clearLayers();
    for (const location of locations) {
      const popup = document.createElement('div');
      const title = document.createElement('strong');
      title.textContent = location.location;
      const address = document.createElement('p');
      address.textContent = location.address;
      popup.append(title, address);
      L.circleMarker([location.latitude, location.longitude], { radius: 8, color: '#c2410c', fillOpacity: 0.8 })
        .bindPopup(popup)
        .addTo(group);
    }
  }, [locations]);

  return <div ref={container} className="h-[28rem] w-full rounded-card border border-line" role="region" aria-label="Map of locations" data-testid="location-map" />;
}
