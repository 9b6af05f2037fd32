import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { contentEn } from '../i18n/contentEn';
import { i18nOf } from '../i18n/createI18n';
import { wordsOf } from '../i18n/words';

import { longText } from '../utils/storyData';
import { BilingualTextField, type BilingualTextFieldProps } from './BilingualTextField';

/** The page owns the value, as the admin's form does. */
function Controlled(args: BilingualTextFieldProps) {
  const [value, setValue] = useState(args.value);
  return (
    <BilingualTextField
      {...args}
      value={value}
      onChange={(next) => {
        setValue(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  component: BilingualTextField,
  args: {
    label: 'Title',
    name: 'title',
    value: { en: 'Express delivery', ar: '' },
    onChange: fn(),
    isRequired: true,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof BilingualTextField>;
export default meta;
type Story = StoryObj<typeof meta>;

const bilingual = wordsOf(
  i18nOf('en', [{ namespace: 'content', tree: contentEn }]),
  'content',
  contentEn,
).bilingual;
const arabicLabel = bilingual.arabic({ label: 'Title' });

/** Typing Arabic changes only the Arabic half; English is required, Arabic is not. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const english = canvas.getByRole('textbox', { name: 'Title' });
    const arabic = canvas.getByRole('textbox', { name: arabicLabel });
    await expect(english).toHaveAttribute('name', 'title');
    await expect(english).toHaveAttribute('aria-required', 'true');
    await expect(arabic).toHaveAttribute('name', 'titleAr');
    await expect(arabic).not.toHaveAttribute('aria-required');
    await expect(arabic).toHaveAttribute('dir', 'rtl');
    await expect(arabic).toHaveAttribute('lang', 'ar');
    await expect(arabic).toHaveAccessibleDescription(bilingual.arabicHint);
    await userEvent.type(arabic, 'توصيل');
    await expect(args.onChange).toHaveBeenLastCalledWith({ en: 'Express delivery', ar: 'توصيل' });
  },
};

export const WithErrors: Story = {
  args: {
    value: { en: '', ar: 'x'.repeat(5) },
    errors: { en: 'Title is required', ar: 'Title (Arabic) is too long' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(
      'Title is required',
    );
    await expect(canvas.getByRole('textbox', { name: arabicLabel })).toHaveAccessibleDescription(
      `${bilingual.arabicHint} Title (Arabic) is too long`,
    );
  },
};

export const Multiline: Story = {
  args: {
    label: 'Summary',
    name: 'summary',
    multiline: true,
    value: { en: longText, ar: 'نقدم خدمات الشحن السريع داخل الكويت وخارجها.' },
  },
  play: async ({ canvas }) => {
    const arabic = canvas.getByRole('textbox', { name: bilingual.arabic({ label: 'Summary' }) });
    await expect(arabic.tagName).toBe('TEXTAREA');
    await expect(arabic).toHaveAttribute('name', 'summaryAr');
  },
};

export const LongContent: Story = {
  args: { label: longText, value: { en: longText, ar: 'نص طويل '.repeat(30) } },
};

export const RightToLeftPage: Story = {
  globals: { direction: 'rtl' },
  args: { value: { en: 'Express delivery', ar: 'توصيل سريع' } },
};
