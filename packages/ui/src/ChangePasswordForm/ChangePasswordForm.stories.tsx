import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { FieldErrors } from '../wizard/serverErrors';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  component: ChangePasswordForm,
  args: { onSubmit: fn(async (): Promise<FieldErrors | void> => undefined) },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MismatchThenChange: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const current = canvas.getByLabelText(/^Current password/);
    const next = canvas.getByLabelText(/^New password/);
    const confirm = canvas.getByLabelText(/^Confirm new password/);
    await userEvent.type(current, 'Demo@12345');
    await userEvent.type(next, 'short');
    await userEvent.type(confirm, 'other');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(next).toHaveAccessibleDescription(
      'The new password must be at least 8 characters long.',
    );
    await expect(confirm).toHaveAccessibleDescription('The passwords do not match.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(next);
    await userEvent.type(next, 'New@Pass2026');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'New@Pass2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      current_password: 'Demo@12345',
      new_password: 'New@Pass2026',
      confirm_password: 'New@Pass2026',
    });
    await waitFor(() => expect(current).toHaveValue(''));
  },
};

/** A wrong current password comes back from the server onto its field. */
export const WrongCurrentPassword: Story = {
  args: { onSubmit: fn(async () => ({ current_password: 'The current password is not right.' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'nope-nope');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'New@Pass2026');
    await userEvent.type(canvas.getByLabelText(/^Confirm new password/), 'New@Pass2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      'The current password is not right.',
    );
  },
};
