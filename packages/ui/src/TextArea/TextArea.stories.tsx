import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contactMessages } from '@courier/domain/schemas/contact';
import { longText } from '../utils/storyData';
import { TextArea } from './TextArea';

const meta = { component: TextArea, args: { label: 'Message' } } satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: 'Please call me about a collection tomorrow.' },
};
export const InvalidAfterSubmit: Story = {
  args: { errorMessage: contactMessages.message },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      contactMessages.message,
    );
  },
};
export const LongText: Story = { args: { defaultValue: longText.repeat(4) } };
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
