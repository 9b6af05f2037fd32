import { DEFAULT_FIND_LOCATION_COUNTRY_ID, FIND_LOCATION_MAP } from '@courier/domain/constants';
import { Button } from '@courier/ui/Button';
import { ComboBox } from '@courier/ui/ComboBox';
import { LocationTable } from '@courier/ui/LocationTable';
import { Select } from '@courier/ui/Select';
import { Tab, TabList, TabPanel, Tabs } from '@courier/ui/Tabs';
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useLocationList, useMapPoints } from '../../api/locations';
import { useCountries } from '../../api/reference';
import { Container } from '../../components/Container';
import { PageBanner } from '../../components/PageBanner';
import { countryOptions } from '../../components/toOptions';
import { useSiteWords } from '../../i18n/siteWords';

const DEFAULT_COUNTRY = String(DEFAULT_FIND_LOCATION_COUNTRY_ID);
/** The list's own 'All Location' entry: choosing it searches the whole country (location_id ''). */
const ALL_LOCATIONS = 'all';

// Leaflet (about 40 KB compressed, and it needs `window`) loads only when the map tab opens:
// the list tab is what the page and the server render.
const LocationMap = lazy(() =>
  import('@courier/ui/LocationMap').then((module) => ({ default: module.LocationMap })),
);

export function Component() {
  const w = useSiteWords();
  const countries = useCountries();
  const [countryId, setCountryId] = useState(DEFAULT_COUNTRY);
  const [locationId, setLocationId] = useState('');
  // The country's locations load once the country list has arrived (spec 4).
  const locations = useLocationList(
    countries.list.length > 0 ? countryId || DEFAULT_COUNTRY : null,
  );
  const [search, setSearch] = useState<{ country_id: string; location_id: string }>({
    country_id: DEFAULT_COUNTRY,
    location_id: '',
  });
  const points = useMapPoints(search);
  const countryItems = useMemo(
    () => countryOptions(countries.list, 'country_id'),
    [countries.list],
  );
  const locationItems = useMemo(
    () => [
      { id: ALL_LOCATIONS, name: w.common.allLocation },
      ...locations.list.map((location) => ({ id: String(location.id), name: location.location })),
    ],
    [locations.list, w.common.allLocation],
  );

  // Each press asks for the map points, with the default country when none is chosen (spec 4),
  // also when the request is the one already shown (the default country's, on arrival).
  const find = (event: FormEvent) => {
    event.preventDefault();
    const next = { country_id: countryId || DEFAULT_COUNTRY, location_id: locationId };
    if (next.country_id === search.country_id && next.location_id === search.location_id) {
      points.reload();
    } else {
      setSearch(next);
    }
  };

  return (
    <>
      <PageBanner title={w.pages.findLocation} />
      <Container className="space-y-8">
        <form
          onSubmit={find}
          className="grid items-end gap-4 md:grid-cols-[1fr_1fr_auto]"
          aria-label={w.aria.findLocations}
        >
          <ComboBox
            label={w.form.country}
            name="country_id"
            value={countryId}
            onChange={(id) => {
              setCountryId(id);
              setLocationId('');
            }}
            items={countryItems}
            isLoading={countries.isLoading}
            placeholder={countries.isLoading ? w.common.loading : undefined}
          />
          <Select
            label={w.form.location}
            name="location_id"
            value={locationId || ALL_LOCATIONS}
            onChange={(id) => setLocationId(id === ALL_LOCATIONS ? '' : id)}
            items={locationItems}
            isLoading={locations.isLoading}
          />
          <Button type="submit">{w.buttons.findLocations}</Button>
        </form>
        <Tabs defaultSelectedKey="list">
          <TabList aria-label={w.aria.view}>
            <Tab id="list">{w.location.listView}</Tab>
            <Tab id="map">{w.location.mapView}</Tab>
          </TabList>
          <TabPanel id="list" className="pt-4">
            {points.list.length > 0 ? (
              <LocationTable locations={points.list} />
            ) : (
              <p className="text-ink-muted">
                {points.isLoading ? w.common.loading : w.common.noResults}
              </p>
            )}
          </TabPanel>
          <TabPanel id="map" className="pt-4">
            <Suspense fallback={<p className="text-ink-muted">{w.common.loading}</p>}>
              <LocationMap
                locations={points.list.map((point) => ({
                  ...point,
                  lat: point.latitude,
                  lng: point.longitude,
                }))}
                view={FIND_LOCATION_MAP}
              />
            </Suspense>
          </TabPanel>
        </Tabs>
      </Container>
    </>
  );
}
