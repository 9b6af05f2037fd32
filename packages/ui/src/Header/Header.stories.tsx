import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { PORTAL_NAV } from '../PortalNav/PortalNav';
import { Header, NavGroupMenu, SITE_NAV } from './Header';

const meta = {
  component: Header,
  args: {
    salesPhone: '+965 2200 1100',
    generalPhone: '+965 2200 1200',
    onLogout: fn(),
    currentPath: '/',
    links: {
      home: '/',
      customerPortal: 'https://portal.example.com/',
      customerLogin: '/customer-login',
      createShipment: '/create-shipment',
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the phone menu when the desktop navigation is hidden (narrow story viewport). */
async function mainNav(canvas: ReturnType<typeof within>, click: (el: Element) => Promise<void>) {
  const visible = canvas.queryAllByRole('navigation', { name: 'Main' });
  if (visible.length > 0) return visible[0]!;
  await click(canvas.getByRole('button', { name: 'Menu' }));
  return canvas.getByRole('navigation', { name: 'Main' });
}

export const LoggedOut: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = await mainNav(canvas, (el) => userEvent.click(el));
    // One item named Customer Login: the site's login page; the external portal has its own name.
    await expect(within(nav).getAllByRole('link', { name: 'Customer Login' })).toHaveLength(1);
    await expect(within(nav).getByRole('link', { name: 'Customer Login' })).toHaveAttribute(
      'href',
      '/customer-login',
    );
    await expect(canvas.queryByRole('button', { name: 'Logout' })).toBeNull();
  },
};

export const TopBarChatLinksAndPortal: Story = {
  play: async ({ canvas }) => {
    const sales = canvas.getByRole('link', { name: /Sales \+965 2200 1100/ });
    await expect(sales).toHaveAttribute('href', 'https://wa.me/96522001100');
    await expect(sales).toHaveAttribute('target', '_blank');
    await expect(sales.getAttribute('rel')).toContain('noopener');
    await expect(canvas.getByRole('link', { name: /General \+965 2200 1200/ })).toHaveAttribute(
      'href',
      'https://wa.me/96522001200',
    );
    const portal = canvas.getByRole('link', { name: /Customer Portal/ });
    await expect(portal).toHaveAttribute('href', 'https://portal.example.com/');
    await expect(portal.getAttribute('rel')).toContain('noopener');
  },
};

/**
 * The company's details still loading (a page rendered in the browser only): no phone and no
 * portal link yet, the top bar as high as with them, so nothing moves when they arrive.
 */
export const CompanyDetailsLoading: Story = {
  args: {
    salesPhone: undefined,
    generalPhone: undefined,
    links: { ...meta.args.links, customerPortal: '' },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('link', { name: /Sales/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /Customer Portal/ })).toBeNull();
    const topBar = canvasElement.querySelector('header > div')!;
    await expect(topBar.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
  },
};

/** Desktop: grouped dropdown menus (react-aria Menu) hold the routes. */
export const DesktopMenus: Story = {
  render: () => (
    <nav aria-label="Main" className="flex p-4">
      {SITE_NAV.map((group) => (
        <NavGroupMenu key={group.label} group={group} currentPath="/team" />
      ))}
    </nav>
  ),
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Services' })).toHaveAttribute(
      'href',
      '/services',
    );
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Company' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Company' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Company' });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'About Us',
      'Our Team',
      'Our People',
      'Careers',
      'Blog',
      'FAQ',
    ]);
    await expect(within(menu).getByRole('menuitem', { name: 'Careers' })).toHaveAttribute(
      'href',
      '/career',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/** Phone: the menu lists the groups as disclosures and closes when an item is tapped. */
export const MobileMenuClosesAfterTap: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Contact' }));
    const franchise = within(nav).getByRole('link', { name: 'Franchise' });
    await expect(franchise).toHaveAttribute('href', '/franchise');
    // Stay on this story: the click is handled, the browser's navigation is not wanted here.
    franchise.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.click(franchise);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const LoggedIn: Story = {
  args: { userName: 'Fatima Al-Sabah' },
  play: async ({ canvas, args, userEvent }) => {
    await mainNav(canvas, (el) => userEvent.click(el));
    await expect(canvas.getByRole('link', { name: 'Fatima Al-Sabah' })).toHaveAttribute(
      'href',
      '/create-shipment',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** Logged in: the portal's pages are one more menu, and there is no Customer Login link. */
export const LoggedInWithPortal: Story = {
  args: { userName: 'Fatima Al-Sabah', accountNav: PORTAL_NAV, currentPath: '/my-shipments' },
  play: async ({ canvas, userEvent }) => {
    const nav = await mainNav(canvas, (el) => userEvent.click(el));
    await expect(within(nav).queryByRole('link', { name: 'Customer Login' })).toBeNull();
    const account = within(nav).getByRole('button', { name: 'Account' });
    if (account.getAttribute('aria-expanded') === 'false') await userEvent.click(account);
    const shipments = await within(document.body).findByRole(
      account.getAttribute('aria-haspopup') ? 'menuitem' : 'link',
      { name: 'My Shipments' },
    );
    await expect(shipments).toHaveAttribute('href', '/my-shipments');
    await userEvent.keyboard('{Escape}');
  },
};

/** The account menu is only for a logged-in customer. */
export const LoggedOutHasNoAccountMenu: Story = {
  args: { accountNav: PORTAL_NAV },
  play: async ({ canvas, userEvent }) => {
    const nav = await mainNav(canvas, (el) => userEvent.click(el));
    await expect(within(nav).queryByRole('button', { name: 'My account' })).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile1' } } };
export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { userName: 'فاطمة' } };
