import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactMessages } from '@courier/domain/schemas/contact';
import { longText } from '../utils/storyData';
import { useForm } from 'react-hook-form';
import { loginSchema } from '@courier/domain/schemas/login';
import { FormTextField } from '../wizard/controlled';
import { RequiredFields } from '../wizard/requiredFields';
import { TextField } from './TextField';

const meta = { component: TextField, args: { label: 'Name' } } satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'Fatima Al-Sabah' } };
export const WithDescription: Story = {
  args: { label: 'Mobile', description: 'Digits and + only' },
};
export const InvalidAfterSubmit: Story = {
  args: { errorMessage: contactMessages.name },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(contactMessages.name);
  },
};
export const DateWithMinimum: Story = {
  args: { label: 'Collection Date', type: 'date', min: '2026-11-24' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Collection Date')).toHaveAttribute('min', '2026-11-24');
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Read only' } };
export const LongText: Story = { args: { label: longText, defaultValue: longText } };
export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { defaultValue: 'فاطمة' },
};

/** A required field shows an asterisk (seen only) and is announced as required (aria-required). */
export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // One label weight for every form.
    await expect(getComputedStyle(canvas.getByText('Name')).fontWeight).toBe('600');
  },
};

function LoginFields() {
  const { control } = useForm({ defaultValues: { Userid: '', Password: '', note: '' } });
  return (
    <RequiredFields schema={loginSchema}>
      <FormTextField control={control} name="Userid" label="User ID" />
      <FormTextField control={control} name="Password" label="Password" type="password" />
      <FormTextField control={control} name="note" label="Note" />
    </RequiredFields>
  );
}

/** Bound fields are marked from the form's schema: what the schema requires, nothing else. */
export const RequiredFromSchema: Story = {
  render: () => <LoginFields />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'User ID' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-required', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Note' })).not.toHaveAttribute(
      'aria-required',
    );
  },
};

/** An Arabic twin of an English field: the input is right to left and Arabic, the label is not. */
export const ArabicInput: Story = {
  args: { label: 'Title (Arabic)', inputDir: 'rtl', inputLang: 'ar', defaultValue: 'عنوان' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Title (Arabic)' });
    await expect(input).toHaveAttribute('dir', 'rtl');
    await expect(input).toHaveAttribute('lang', 'ar');
    await expect(canvas.getByText('Title (Arabic)').closest('[dir]')).toHaveAttribute('dir', 'ltr');
  },
};

/** Phone and e-mail fields are typed left to right on a right-to-left page; labels stay RTL. */
export const PhoneRightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { label: 'الهاتف', type: 'tel', defaultValue: '+965 2222 3333' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'الهاتف' });
    await expect(input).toHaveAttribute('dir', 'ltr');
    await expect(getComputedStyle(input).textAlign).toBe('right');
    await expect(canvas.getByText('الهاتف').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};
export const EmailByInputMode: Story = {
  args: { label: 'Email', inputMode: 'email' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAttribute('dir', 'ltr');
  },
};
