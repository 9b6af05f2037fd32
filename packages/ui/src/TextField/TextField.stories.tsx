import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactMessages } from '@courier/domain/schemas/contact';
import { longText } from '../utils/storyData';
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
