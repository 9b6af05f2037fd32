import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PortalNav } from './PortalNav';

const meta = {
  component: PortalNav,
  args: { currentPath: '/my-shipments' },
} satisfies Meta<typeof PortalNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'My account' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'My Shipments',
      'Create Shipment',
      'Bulk upload',
      'Address Book',
      'Collections',
      'Profile',
      'Cash on delivery',
      'Statements',
      'Webhooks',
      'API keys',
      'Users',
    ]);
    await expect(within(nav).getByRole('link', { name: 'My Shipments' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/** A phone: the items wrap, so the current page is always in sight; reachable with Tab. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
    const current = canvas.getByRole('link', { name: 'My Shipments' });
    const box = current.getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
