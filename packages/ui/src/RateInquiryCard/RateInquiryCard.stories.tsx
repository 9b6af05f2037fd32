import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { rateMessages } from '@courier/domain/schemas/rate';
import { sampleCountries } from '../utils/storyData';
import { RateInquiryCard } from './RateInquiryCard';

const meta = {
  component: RateInquiryCard,
  args: {
    fromCountries: sampleCountries,
    toCountries: sampleCountries.slice(1),
    onSubmit: fn(),
    onFromCountryChange: fn(),
  },
} satisfies Meta<typeof RateInquiryCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EmptySubmitShowsMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'International' })).toBeVisible();
    await expect(canvas.queryByRole('tab', { name: 'Domestic' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'CHECK RATES' }));
    // The schema loads at the first use of the form (utils/lazyZodResolver.ts).
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'From Country' })).toHaveAccessibleDescription(
        rateMessages.fromCountry,
      ),
    );
    await expect(canvas.getByRole('combobox', { name: 'To Country' })).toHaveAccessibleDescription(
      rateMessages.toCountry,
    );
    await expect(canvas.getByRole('textbox', { name: 'Weight' })).toHaveAccessibleDescription(
      rateMessages.weight,
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FilledSubmits: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: 'From Country' }), 'Kuw');
    await userEvent.click(await screen.findByRole('option', { name: 'Kuwait' }));
    await expect(args.onFromCountryChange).toHaveBeenCalledWith('117');
    await userEvent.type(canvas.getByRole('combobox', { name: 'To Country' }), 'Ind');
    await userEvent.click(await screen.findByRole('option', { name: 'India' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Weight' }), '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'CHECK RATES' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { fromCountry: '117', toCountry: '99', weight: '2.5', unit: 'KG' },
        expect.anything(),
      ),
    );
  },
};

export const Busy: Story = {
  args: { isBusy: true, defaultValues: { fromCountry: '117', toCountry: '99', weight: '3' } },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
