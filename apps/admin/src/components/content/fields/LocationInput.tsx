import { useEffect, useId, useRef } from 'react';
import L from 'leaflet';
import { DOMESTIC_MAP } from '@courier/domain/constants';
import type { ContentField } from '@courier/domain/content/contentTypes';
import { RequiredMark } from '@courier/ui/Field';
import { OSM_TILES } from '@courier/ui/LocationMap';
import { NumberField } from '@courier/ui/NumberField';
import { useAdminWords } from '../../../i18n/words';
import 'leaflet/dist/leaflet.css';

export interface Pin {
  latitude: number;
  longitude: number;
}

/** The pin as drawn: a plain CSS dot, so no marker images have to be bundled. */
const PIN_ICON = L.divIcon({
  className: '',
  html: '<span style="display:block;width:22px;height:22px;border-radius:9999px;background:#c2410c;border:3px solid #081a35;box-shadow:0 1px 4px rgb(0 0 0 / .4)"></span>',
  iconSize: [22, 22],
  iconAnchor: [11, 11],
});

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const isPin = (value: unknown): value is Pin =>
  typeof value === 'object' &&
  value !== null &&
  Number.isFinite((value as Pin).latitude) &&
  Number.isFinite((value as Pin).longitude);

/**
 * An office's place: click the map or drag the pin; the latitude and longitude boxes under it
 * are the same value for keyboards (and for pasting coordinates from elsewhere).
 */
export function LocationInput({
  field,
  value,
  onChange,
  errorMessage,
  isRequired,
}: {
  field: ContentField;
  value: Partial<Pin> | null;
  onChange: (value: Partial<Pin>) => void;
  errorMessage?: string;
  isRequired?: boolean;
}) {
  const t = useAdminWords();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  // The latest change handler, for leaflet's listeners bound once.
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, {
      center: [DOMESTIC_MAP.center.lat, DOMESTIC_MAP.center.lng],
      zoom: DOMESTIC_MAP.zoom,
    });
    // Leaflet's own credit is a link that only differs from the text around it by colour.
    instance.attributionControl.setPrefix(false);
    L.tileLayer(OSM_TILES.url, { attribution: OSM_TILES.attribution }).addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) =>
      change.current({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
    );
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
  }, []);

  // The pin follows the value, whichever way it was set.
  const pin = isPin(value) ? value : null;
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    const at: L.LatLngTuple = [pin.latitude, pin.longitude];
    if (!marker.current) {
      marker.current = L.marker(at, {
        icon: PIN_ICON,
        draggable: true,
        title: field.label,
        alt: field.label,
      }).addTo(instance);
      marker.current.on('dragend', () => {
        const moved = marker.current?.getLatLng();
        if (moved) change.current({ latitude: round(moved.lat), longitude: round(moved.lng) });
      });
      instance.setView(at, Math.max(instance.getZoom(), 11));
    } else {
      marker.current.setLatLng(at);
      if (!instance.getBounds().contains(at)) instance.panTo(at);
    }
  }, [pin?.latitude, pin?.longitude, field.label]); // eslint-disable-line react-hooks/exhaustive-deps

  const current = value ?? {};
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <span className="inline-flex w-fit items-baseline">
        <span id={`${id}-label`} className="text-sm font-semibold text-ink">
          {field.label}
        </span>
        {isRequired && <RequiredMark />}
      </span>
      <div
        ref={container}
        role="region"
        aria-label={t.content.location.map({ label: field.label })}
        className="z-0 h-72 w-full rounded-card border border-line"
      />
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {t.content.location.hint}
      </p>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <NumberField
          label={t.content.location.latitude}
          value={current.latitude ?? NaN}
          onChange={(latitude) => onChange({ ...current, latitude })}
          minValue={-90}
          maxValue={90}
          step={0.000001}
          formatOptions={{ maximumFractionDigits: 6, useGrouping: false }}
          errorMessage={errorMessage}
          aria-describedby={`${id}-hint`}
        />
        <NumberField
          label={t.content.location.longitude}
          value={current.longitude ?? NaN}
          onChange={(longitude) => onChange({ ...current, longitude })}
          minValue={-180}
          maxValue={180}
          step={0.000001}
          formatOptions={{ maximumFractionDigits: 6, useGrouping: false }}
          errorMessage={errorMessage}
          aria-describedby={`${id}-hint`}
        />
      </div>
    </div>
  );
}
