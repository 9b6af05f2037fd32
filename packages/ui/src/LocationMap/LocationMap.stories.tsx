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

/**
 * On an Arabic page: the map keeps Leaflet's left-to-right layout, so a tooltip sits
 * beside its marker; the zoom buttons move to the start (top right) and the popup's words read
 * right to left.
 */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const map = canvasElement.querySelector('[data-testid="location-map"]');
    await expect(map).toHaveAttribute('dir', 'ltr');
    await waitFor(() =>
      expect(
        canvasElement.querySelector('.leaflet-top.leaflet-right .leaflet-control-zoom'),
      ).not.toBeNull(),
    );
    // The marker furthest right: its tooltip opens on its left, where a right-to-left layout
    // pushed it away by the tooltip's own width.
    const marker = await waitFor(() => {
      const found = [...canvasElement.querySelectorAll<SVGPathElement>('path.leaflet-interactive')];
      if (found.length === 0) throw new Error('no marker yet');
      return found.reduce((a, b) =>
        a.getBoundingClientRect().left > b.getBoundingClientRect().left ? a : b,
      );
    });
    marker.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    marker.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const tooltip = await waitFor(() => {
      const found = canvasElement.querySelector('.leaflet-tooltip');
      if (!found) throw new Error('no tooltip yet');
      return found;
    });
    // Beside its marker, not pushed away by its own width.
    const gap = (a: DOMRect, b: DOMRect) => Math.max(0, a.left - b.right, b.left - a.right);
    await expect(gap(tooltip.getBoundingClientRect(), marker.getBoundingClientRect())).toBeLessThan(
      30,
    );
    const popup = await waitFor(() => {
      const found = canvasElement.querySelector('.leaflet-popup-content > div');
      if (!found) throw new Error('no popup yet');
      return found;
    });
    await expect(popup).toHaveAttribute('dir', 'rtl');
  },
};
