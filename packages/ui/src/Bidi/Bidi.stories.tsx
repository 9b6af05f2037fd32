import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { drawnSpan } from '../utils/arabicStory';
import { Isolate, Ltr, ltrText } from './Bidi';

const AWB = '70012345012';
const PHONE = '+965 2222 3333';

/** Arabic sentences holding an AWB, a phone number, an e-mail address and an amount. */
function Sentences() {
  return (
    <div className="flex flex-col gap-2">
      <p data-testid="awb-sentence">
        رقم الشحنة <Ltr>{AWB}</Ltr> - تم التسليم
      </p>
      <p data-testid="phone-sentence">
        اتصل بنا على <Ltr>{PHONE}</Ltr> أو اكتب إلى <Ltr>info@example.com</Ltr>
      </p>
      <p data-testid="amount-sentence">
        المبلغ <Isolate>12.50 د.ك</Isolate> والعنوان <Isolate>12 Main Street</Isolate>
      </p>
    </div>
  );
}

const meta = {
  component: Sentences,
  globals: { direction: 'rtl' },
} satisfies Meta<typeof Sentences>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each value sits in its own isolate and is drawn left to right inside the Arabic line. */
export const InArabicText: Story = {
  play: async ({ canvas }) => {
    const awb = canvas.getByText(AWB);
    await expect(awb.tagName).toBe('BDI');
    await expect(awb).toHaveAttribute('dir', 'ltr');
    await expect(canvas.getByTestId('awb-sentence')).toHaveTextContent(
      `رقم الشحنة ${AWB} - تم التسليم`,
    );
    // The phone's country code is drawn at its left, the last group at its right.
    const phone = canvas.getByText(PHONE);
    await expect(phone).toHaveAttribute('dir', 'ltr');
    const country = drawnSpan(phone, '+965');
    const last = drawnSpan(phone, '3333');
    await expect(country.left).toBeLessThan(last.left);
    await expect(canvas.getByText('info@example.com')).toHaveAttribute('dir', 'ltr');
    // An amount in Arabic takes the direction of its first letter: no dir, the browser decides.
    await expect(canvas.getByText('12.50 د.ك')).not.toHaveAttribute('dir');
    await expect(canvas.getByText('12 Main Street')).not.toHaveAttribute('dir');
  },
};

/** Without isolation the same phone number would be drawn group by group from the right. */
export const UnisolatedPhoneIsReordered: Story = {
  render: () => <p data-testid="bare">اتصل بنا على {PHONE} اليوم</p>,
  play: async ({ canvas }) => {
    const line = canvas.getByTestId('bare');
    const country = drawnSpan(line, '+965');
    const last = drawnSpan(line, '3333');
    await expect(country.left).toBeGreaterThan(last.left);
  },
};

/** A text without letters (digits, signs) reads left to right: a plain bdi would take the page's. */
export const DigitsOnly: Story = {
  render: () => (
    <p>
      الهاتف <Isolate>{PHONE}</Isolate>
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(PHONE)).toHaveAttribute('dir', 'ltr');
  },
};

/** In a message string (no element to hold it) the Unicode isolates do the same. */
export const InMessageString: Story = {
  render: () => <p data-testid="message">{`لم نجد الشحنة ${ltrText(PHONE)} اليوم`}</p>,
  play: async ({ canvas }) => {
    const line = canvas.getByTestId('message');
    await expect(drawnSpan(line, '+965').left).toBeLessThan(drawnSpan(line, '3333').left);
  },
};

export const LeftToRight: Story = { globals: { direction: 'ltr' } };

/**
 * An Arabic place around a Latin name, as the API answers it ('\u2068Shuwaikh Hub\u2069، الكويت'):
 * laid out right to left, the hub's name first (at the right), then the country.
 */
export const ArabicPlaceAroundLatinName: Story = {
  render: () => (
    <p data-testid="place">
      المكان <Isolate>{'\u2068Shuwaikh Hub\u2069، الكويت'}</Isolate>
    </p>
  ),
  play: async ({ canvas }) => {
    const place = canvas.getByTestId('place');
    await expect(place.querySelector('bdi')).toHaveAttribute('dir', 'rtl');
    await expect(drawnSpan(place, 'Shuwaikh').left).toBeGreaterThan(
      drawnSpan(place, 'الكويت').left,
    );
  },
};
