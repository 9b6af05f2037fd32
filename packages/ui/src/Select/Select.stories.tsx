import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { rateMessages } from '@courier/domain/schemas/rate';
import { sampleCountries } from '../utils/storyData';
import { Select } from './Select';

const meta = {
  component: Select,
  args: {
    label: 'From Country',
    items: sampleCountries,
    placeholder: 'Select Country',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /From Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'India' }));
    await expect(args.onChange).toHaveBeenCalledWith('99');
  },
};
export const Filled: Story = { args: { value: '117' } };
export const InvalidAfterSubmit: Story = {
  args: { value: '', errorMessage: rateMessages.fromCountry },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { value: '117' } };

/**
 * Options on their way: the trigger and its list say so (the list opens instead of staying
 * shut), even over a value chosen before they arrive.
 */
export const LoadingOptions: Story = {
  args: { label: 'Vehicle Type', placeholder: 'Select', isLoading: true, value: '117' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Vehicle Type/ });
    await expect(trigger).toHaveAccessibleName('Loading... Vehicle Type');
    await userEvent.click(trigger);
    const list = await screen.findByRole('listbox');
    await expect(list).toHaveTextContent('Loading...');
    for (const country of sampleCountries) await expect(list).not.toHaveTextContent(country.name);
  },
};
