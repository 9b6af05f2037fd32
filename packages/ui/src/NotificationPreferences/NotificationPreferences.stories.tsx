import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotificationPreferences } from './NotificationPreferences';

const meta = {
  component: NotificationPreferences,
  args: { defaultValues: { notify_email: true, notify_sms: false }, onSubmit: fn() },
} satisfies Meta<typeof NotificationPreferences>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'SMS' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'E-mail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ notify_email: false, notify_sms: true });
  },
};
