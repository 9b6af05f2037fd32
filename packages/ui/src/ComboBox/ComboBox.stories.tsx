import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { rateMessages } from '@courier/domain/schemas/rate';
import { countryAliases } from '../utils/bilingualSearch';
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
/** Countries as the site lists them: each also found by its name in the other language. */
const withAliases = (codes: Record<string, string>) =>
  sampleCountries.map((c) => ({ ...c, aliases: countryAliases(codes[c.id]) }));
const CODES = { '117': 'KW', '99': 'IN', '191': 'SA', '229': 'AE', '230': 'GB', '231': 'US' };

/** An English list finds Kuwait by its Arabic name, whatever the page's language. */
export const SearchInArabic: Story = {
  args: { items: withAliases(CODES) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'To Country' }), 'الكويت');
    const options = await screen.findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Kuwait']);
    await userEvent.click(options[0]!);
    await expect(args.onChange).toHaveBeenCalledWith('117');
  },
};

/** An Arabic list (the API's Arabic answer) finds a country typed in Latin letters. */
export const SearchInEnglishOnArabicPage: Story = {
  globals: { direction: 'rtl' },
  args: {
    items: [
      { id: '117', name: 'الكويت', aliases: countryAliases('KW') },
      { id: '99', name: 'الهند', aliases: countryAliases('IN') },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'To Country' }), 'kuw');
    await expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'الكويت',
    ]);
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
