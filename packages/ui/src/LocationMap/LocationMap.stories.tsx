import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { DOMESTIC_MAP, FIND_LOCATION_MAP } from '@courier/domain/constants';
import { sampleLocations } from '../utils/sampleLocations';
import { LocationMap, OSM_TILES } from './LocationMap';

const meta = {
  component: LocationMap,
  args: { locations: sampleLocations, tiles: null },
} satisfies Meta<typeof LocationMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Centred at 22.87, 79.18, zoom 3; one marker per located office. */
export const FindLocation: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('path.leaflet-interactive')).toHaveLength(
        sampleLocations.length,
      ),
    );
    await expect(FIND_LOCATION_MAP).toEqual({ center: { lat: 22.87, lng: 79.18 }, zoom: 3 });
  },
};
export const Domestic: Story = { args: { view: DOMESTIC_MAP } };
export const NoLocations: Story = { args: { locations: [] } };
/** With OpenStreetMap tiles: needs the network, so it is not run as a test. */
export const WithTiles: Story = { args: { tiles: OSM_TILES }, tags: ['!test'] };
