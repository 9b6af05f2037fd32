import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { COUNTER_STEP_MS, COUNTER_STEPS } from '@courier/domain/constants';
import { countAt } from './useCountUp';
import { CountersSection, type HomeCounter } from './CountersSection';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';

/** As the back office sets them (the demo seed's counters). */
const counters: HomeCounter[] = [
  { key: 'offices', label: 'Offices', target: 1300 },
  { key: 'pickup_points', label: 'Pick-up Points', target: 2142 },
  { key: 'countries', label: 'Countries', target: 229 },
  { key: 'employees', label: 'Employees', target: 9850 },
];

const meta = { component: CountersSection, args: { counters } } satisfies Meta<
  typeof CountersSection
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In view from the start: each counter runs from 0 to its target in about 50 x 30 ms. */
export const CountsUpWhenInView: Story = {
  play: async ({ canvas }) => {
    const offices = canvas.getByTestId('counter-Offices');
    await expect(Number(offices.textContent!.replace(/,/g, ''))).toBeLessThan(1300);
    await waitFor(() => expect(offices).toHaveTextContent('1,300'), {
      timeout: COUNTER_STEPS * COUNTER_STEP_MS * 10,
    });
    await waitFor(
      () => expect(canvas.getByTestId('counter-Employees')).toHaveTextContent('9,850'),
      {
        timeout: 15000,
      },
    );
    await expect(counters.map((c) => countAt(c.target, COUNTER_STEPS))).toEqual([
      1300, 2142, 229, 9850,
    ]);
    await expect(countAt(1300, 25)).toBe(650);
  },
};

/** Below the fold: nothing counts until the section is fully visible. */
export const WaitsUntilFullyInView: Story = {
  render: (args) => (
    <div>
      <div style={{ height: '150vh' }} />
      <CountersSection {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.getByTestId('counter-Offices')).toHaveTextContent('0');
    canvas.getByRole('region').scrollIntoView();
    await waitFor(() => expect(canvas.getByTestId('counter-Offices')).toHaveTextContent('1,300'), {
      timeout: 15000,
    });
  },
};

/** Labels as staff wrote them; the counters count to any whole number the back office allows. */
export const StaffLabels: Story = {
  args: {
    counters: [
      { key: 'hubs', label: 'Sorting hubs', target: 12 },
      { key: 'parcels', label: 'Parcels a day', target: 125000 },
    ],
  },
  play: async ({ canvas }) => {
    // The story before this one scrolled the page.
    canvas.getByRole('region').scrollIntoView();
    await waitFor(
      () => expect(canvas.getByTestId('counter-Parcels a day')).toHaveTextContent('125,000'),
      {
        timeout: 15000,
      },
    );
    await expect(canvas.getByText('Sorting hubs')).toBeVisible();
  },
};

/** No counters published: the section is left out, heading and all. */
export const NoCounters: Story = {
  args: { counters: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** An Arabic page: the figures keep Western digits and their thousands separators. */
export const Arabic: Story = {
  ...onArabicPage,
  play: async ({ canvas }) => {
    canvas.getByRole('region').scrollIntoView();
    await waitFor(
      () => expect(canvas.getByTestId('counter-Employees')).toHaveTextContent('9,850'),
      {
        timeout: 15000,
      },
    );
  },
};

/** A label without its Arabic twin on an Arabic page reads left to right ('Points 24/7' else). */
export const EnglishLabelOnArabicPage: Story = {
  ...onArabicPage,
  args: { counters: [{ key: 'points', label: '24/7 Points', target: 12 }] },
  play: async ({ canvas }) => {
    await expect(drawnLeftToRight(canvas.getByText('24/7 Points'), '24/7 Points')).toBe(true);
  },
};
