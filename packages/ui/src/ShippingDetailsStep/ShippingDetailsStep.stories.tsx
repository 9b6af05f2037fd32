import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { DOCUMENT_CONTENT } from '@courier/domain/constants';
import { bookingStep2Messages } from '@courier/domain/schemas/bookingStep2';
import { ShippingDetailsStep } from './ShippingDetailsStep';
import { totalTestId } from './totalTestId';

const meta = {
  component: ShippingDetailsStep,
  args: {
    variant: 'public',
    services: [
      { id: '1', name: 'Express Worldwide' },
      { id: '2', name: 'Economy Parcel' },
    ],
    currencies: [
      { currency_code: 'KWD', currency_name: 'Kuwaiti Dinar' },
      { currency_code: 'USD', currency_name: 'US Dollar' },
    ],
    countries: [
      { id: 'CN', name: 'China' },
      { id: 'IN', name: 'India' },
      { id: 'KW', name: 'Kuwait' },
    ],
    onSubmit: fn(),
    onBack: fn(),
    onRateInputsChange: fn(),
  },
} satisfies Meta<typeof ShippingDetailsStep>;
export default meta;
type Story = StoryObj<typeof meta>;

const total = (label: string) => screen.getByTestId(totalTestId(label));

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Shipping Details' })).toBeVisible();
    await expect(screen.getByTestId('total-total-weight')).toBeVisible();
    // Line fields are marked from the row schema of the item lines (items.0.weight).
    const line = within(canvas.getByTestId('line-1'));
    await expect(line.getByRole('textbox', { name: 'Weight (Kg)' })).toBeRequired();
  },
};

export const EmptySubmitShowsMessages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    for (const message of [
      bookingStep2Messages.service,
      bookingStep2Messages.currency,
      bookingStep2Messages.type,
      bookingStep2Messages.content,
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    const line = within(canvas.getByTestId('line-1'));
    await expect(line.getByRole('textbox', { name: 'Weight (Kg)' })).toHaveAccessibleDescription(
      bookingStep2Messages.weight,
    );
    await expect(line.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      bookingStep2Messages.description,
    );
    // Computed, read-only fields cannot be typed into: they never show a message.
    for (const name of ['Volumetric Weight', 'Item Total', 'Declared Value']) {
      const field = name === 'Declared Value' ? canvas : line;
      await expect(field.getByRole('textbox', { name })).not.toHaveAttribute('aria-invalid');
      await expect(field.getByRole('textbox', { name })).not.toHaveAccessibleDescription();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Typing a line's figures and adding a second line update the volumetric, chargeable and totals. */
export const AddingALineUpdatesTotals: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Non Docs' }));
    const first = within(canvas.getByTestId('line-1'));
    await userEvent.type(first.getByRole('textbox', { name: 'Weight (Kg)' }), '2');
    await userEvent.type(first.getByRole('textbox', { name: 'Length (cm)' }), '50');
    await userEvent.type(first.getByRole('textbox', { name: 'Width (cm)' }), '40');
    await userEvent.type(first.getByRole('textbox', { name: 'Height (cm)' }), '30');
    await userEvent.type(first.getByRole('textbox', { name: 'Qty' }), '2');
    await userEvent.type(first.getByRole('textbox', { name: 'Item Value' }), '10.5');
    // 50 x 40 x 30 / 5000 = 12 kg volumetric; chargeable is the larger of 2 and 12.
    await expect(first.getByRole('textbox', { name: 'Volumetric Weight' })).toHaveValue('12');
    await expect(first.getByRole('textbox', { name: 'Item Total' })).toHaveValue('21');
    await expect(total('Total Pieces')).toHaveTextContent('1');
    await expect(total('Chargeable Weight')).toHaveTextContent('12');

    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await expect(total('Total Pieces')).toHaveTextContent('2');
    const second = within(canvas.getByTestId('line-2'));
    await userEvent.type(second.getByRole('textbox', { name: 'Weight (Kg)' }), '15.25');
    await expect(total('Total Weight')).toHaveTextContent('17.25');
    await expect(total('Chargeable Weight')).toHaveTextContent('17.25');
    await expect(canvas.getByRole('textbox', { name: 'Declared Value' })).toHaveValue('21');

    await userEvent.click(canvas.getByRole('button', { name: 'Delete Item 1' }));
    await expect(total('Total Pieces')).toHaveTextContent('1');
    await expect(total('Total Weight')).toHaveTextContent('15.25');
  },
};

/** Docs: content 'document', each line's fixed figures 1 and the value the number of lines. */
export const ChoosingDocsSetsLineValues: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add Item' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Docs' }));
    await expect(canvas.getByRole('textbox', { name: 'Contents' })).toHaveValue(DOCUMENT_CONTENT);
    await expect(canvas.getByRole('textbox', { name: 'Declared Value' })).toHaveValue('2');
    for (const testId of ['line-1', 'line-2']) {
      const line = within(canvas.getByTestId(testId));
      for (const name of [
        'Length (cm)',
        'Width (cm)',
        'Height (cm)',
        'Volumetric Weight',
        'Qty',
        'Item Value',
        'Item Total',
      ]) {
        await expect(line.getByRole('textbox', { name })).toHaveValue('1');
      }
    }
    await userEvent.click(canvas.getByRole('radio', { name: 'Non Docs' }));
    await expect(canvas.getByRole('textbox', { name: 'Contents' })).toHaveValue('');
    await expect(
      within(canvas.getByTestId('line-1')).getByRole('textbox', { name: 'Length (cm)' }),
    ).toHaveValue('');
  },
};

/** Choosing a service with a chargeable weight over 0 asks the page for a rate. */
/** The page prices the booking from the service and the chargeable weight, told on every change. */
export const ServiceAsksForRate: Story = {
  args: { amountText: 'KWD 12.35' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(
      within(canvas.getByTestId('line-1')).getByRole('textbox', { name: 'Weight (Kg)' }),
      '3',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Service/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Express Worldwide' }));
    await expect(args.onRateInputsChange).toHaveBeenLastCalledWith('1', '3');
    await expect(total('Amount')).toHaveTextContent('KWD 12.35');
    // Every change of the chargeable weight is told too, so the page re-prices.
    await userEvent.type(
      within(canvas.getByTestId('line-1')).getByRole('textbox', { name: 'Weight (Kg)' }),
      '.5',
    );
    await expect(args.onRateInputsChange).toHaveBeenLastCalledWith('1', '3.5');
  },
};

/**
 * Goods lines ask for the commercial invoice's HS code and Country of Origin (optional; the ISO
 * code is what the step submits); documents do not, and choosing docs drops what was typed.
 */
export const GoodsLinesAskForCustomsFields: Story = {
  args: { variant: 'customer' },
  play: async ({ canvas, args, userEvent }) => {
    const line = within(canvas.getByTestId('line-1'));
    // No type chosen yet, and docs: no customs fields.
    await expect(line.queryByRole('textbox', { name: 'HS Code' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Docs' }));
    await expect(line.queryByRole('combobox', { name: 'Country of Origin' })).toBeNull();

    await userEvent.click(canvas.getByRole('radio', { name: 'Non Docs' }));
    const hsCode = line.getByRole('textbox', { name: 'HS Code' });
    await expect(hsCode).not.toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: /Service/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Express Worldwide' }));
    await userEvent.click(canvas.getByRole('button', { name: /Currency/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kuwaiti Dinar' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Contents' }), 'Shoes');
    for (const [name, value] of [
      ['Weight (Kg)', '2'],
      ['Length (cm)', '30'],
      ['Width (cm)', '20'],
      ['Height (cm)', '10'],
      ['Qty', '2'],
      ['Item Value', '7.5'],
      ['Description', 'Leather shoes'],
      ['HS Code', '64039'],
    ] as const) {
      await userEvent.type(line.getByRole('textbox', { name }), value);
    }
    const origin = line.getByRole('combobox', { name: 'Country of Origin' });
    await userEvent.type(origin, 'Ind');
    await userEvent.click(await screen.findByRole('option', { name: 'India' }));
    await expect(origin).toHaveValue('India');

    // Five digits: the domain schema's message, tied to the field; nothing is submitted.
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(hsCode).toHaveAccessibleDescription(bookingStep2Messages.hs_code);
    await expect(args.onSubmit).not.toHaveBeenCalled();

    await userEvent.type(hsCode, '9');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'SPX',
        shipment_items: [expect.objectContaining({ hs_code: '640399', country_of_origin: 'IN' })],
      }),
    );

    // Docs hide the fields and blank their values (documents need no customs invoice).
    await userEvent.click(canvas.getByRole('radio', { name: 'Docs' }));
    await expect(line.queryByRole('textbox', { name: 'HS Code' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'Non Docs' }));
    await expect(line.getByRole('textbox', { name: 'HS Code' })).toHaveValue('');
    await expect(line.getByRole('combobox', { name: 'Country of Origin' })).toHaveValue('');
  },
};

export const CustomerVariant: Story = { args: { variant: 'customer' } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
