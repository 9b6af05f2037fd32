import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { rateMessages } from '@courier/domain/schemas/rate';
import { sampleCities, sampleCountries } from '../utils/storyData';
import { ComboBox } from './ComboBox';

const meta = {
  component: ComboBox,
  args: { label: 'To Country', items: sampleCountries, onChange: fn() },
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Typing filters the countries; picking one reports its id. */
export const SearchCountry: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'To Country' }), 'unit');
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'United Arab Emirates',
      'United Kingdom',
      'United States',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'United Kingdom' }));
    await expect(args.onChange).toHaveBeenCalledWith('230');
  },
};
/** The button of an unfocused box opens the whole list at the first press. */
export const City: Story = {
  args: { label: 'To State/City', items: sampleCities, value: '3' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    await expect(canvas.getByRole('combobox', { name: 'To State/City' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(await screen.findAllByRole('option')).toHaveLength(sampleCities.length);
  },
};
export const InvalidAfterSubmit: Story = {
  args: { value: '', errorMessage: rateMessages.toCountry },
};
/** An untouched box holds only its chosen option (ComboBox.tsx), and shows it. */
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { value: '117' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'To Country' })).toHaveValue('Kuwait');
  },
};

/** Options on their way: the box is busy and its list says so instead of staying shut. */
export const LoadingOptions: Story = {
  args: { label: 'City', items: sampleCities, isLoading: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'City' });
    await expect(input).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: /Show suggestions/ }));
    const list = await screen.findByRole('listbox');
    await expect(list).toHaveTextContent('Loading...');
    // No option of the list about to arrive can be picked yet.
    for (const city of sampleCities) await expect(list).not.toHaveTextContent(city.name);
  },
};

/**
 * Focused from far above, the page scrolls to the box; a list opened before that scroll is
 * reported (the same task) stays open (utils/focusScroll.ts).
 */
export const OpenedAsFocusScrolls: Story = {
  args: { label: 'Receiver City', items: sampleCities },
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '3000px' }} />
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Receiver City' });
    window.scrollTo({ top: 0, behavior: 'instant' });
    input.focus();
    input.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
    // The scroll the focus made has been reported (it came within 50 ms here).
    await new Promise((done) => setTimeout(done, 200));
    await expect(input, 'the list is still open').toHaveAttribute('aria-expanded', 'true');
    input.blur();
  },
};
