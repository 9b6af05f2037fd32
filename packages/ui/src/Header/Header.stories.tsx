import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Header } from './Header';

const meta = {
  component: Header,
  args: {
    salesPhone: '+965 2200 1100',
    generalPhone: '+965 2200 1200',
    onLogout: fn(),
    currentPath: '/',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: 'Customer Login' }).at(-1)).toHaveAttribute(
      'href',
      '/customer-login',
    );
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
  },
};

export const LoggedIn: Story = {
  args: { userName: 'Fatima Al-Sabah' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Fatima Al-Sabah' })).toHaveAttribute(
      'href',
      '/create-shipment',
    );
    const logout = canvas.getByRole('button', { name: 'Logout' });
    if (!logout.checkVisibility())
      await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    await userEvent.click(logout);
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { userName: 'فاطمة' } };
