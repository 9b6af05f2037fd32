import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
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
export const City: Story = { args: { label: 'To State/City', items: sampleCities, value: '3' } };
export const InvalidAfterSubmit: Story = {
  args: { value: '', errorMessage: rateMessages.toCountry },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { value: '117' } };
