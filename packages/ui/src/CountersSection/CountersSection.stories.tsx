import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { COUNTER_STEP_MS, COUNTER_STEPS, HOME_COUNTERS } from '@courier/domain/constants';
import { countAt } from './useCountUp';
import { CountersSection } from './CountersSection';

const meta = { component: CountersSection } satisfies Meta<typeof CountersSection>;
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
    await expect(HOME_COUNTERS.map((c) => countAt(c.target, COUNTER_STEPS))).toEqual([
      1300, 2142, 229, 9850,
    ]);
    await expect(countAt(1300, 25)).toBe(650);
  },
};

/** Below the fold: nothing counts until the section is fully visible. */
export const WaitsUntilFullyInView: Story = {
  render: () => (
    <div>
      <div style={{ height: '150vh' }} />
      <CountersSection />
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
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
