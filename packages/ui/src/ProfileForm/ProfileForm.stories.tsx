import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { FieldErrors } from '../wizard/serverErrors';
import { ProfileForm } from './ProfileForm';

const meta = {
  component: ProfileForm,
  args: {
    userId: 'demo',
    accountNumber: 'AC-1001',
    defaultValues: {
      COMP_NAME: 'Gulf Traders',
      ContactPerson: 'Ahmed Hassan',
      CITY: 'Kuwait City',
      PH_NO: '+96522001100',
      E_MAIL: 'ahmed@example.com',
      Add1: 'Block 3, Street 12',
      Add2: '',
      Location_Area: 'Shuwaikh',
    },
    onSubmit: fn(async (): Promise<FieldErrors | void> => undefined),
  },
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Save: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'User ID' })).toHaveAttribute('readonly');
    const phone = canvas.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.clear(phone);
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(phone, '+96599887766');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ PH_NO: '+96599887766', COMP_NAME: 'Gulf Traders' }),
    );
  },
};

/** A refusal from the server shows on the field it names. */
export const ServerRefusal: Story = {
  args: { onSubmit: fn(async () => ({ E_MAIL: 'Enter Valid Email Id' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter Valid Email Id',
    );
  },
};
