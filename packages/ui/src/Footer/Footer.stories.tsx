import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STATIC_MENU_IDS } from '@courier/domain/constants';
import { drawnSpan, onArabicPage } from '../utils/arabicStory';
import { Footer } from './Footer';

const meta = {
  component: Footer,
  args: {
    address: 'Al Soor Street, Block 3, Kuwait City, Kuwait',
    salesPhone: '+965 2200 1100',
    generalPhone: '+965 2200 1200',
    email: 'info@example.com',
    companyProfileUrl: '/files/company-profile.pdf',
    social: [
      { label: 'Facebook', href: 'https://facebook.com/example' },
      { label: 'Twitter', href: 'https://twitter.com/example' },
    ],
    year: 2026,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms & Condition' })).toHaveAttribute(
      'href',
      `/static-page?menu_id=${encodeURIComponent(STATIC_MENU_IDS.terms)}`,
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      `/static-page?menu_id=${encodeURIComponent(STATIC_MENU_IDS.privacy)}`,
    );
    await expect(canvas.getByRole('link', { name: 'Refund & Cancellation' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'FAQS' })).toBeInTheDocument();
  },
};
/** The site map reaches every route of the navigation; external links open a new tab with noopener. */
export const SiteMapAndExternalLinks: Story = {
  play: async ({ canvas }) => {
    const map = within(canvas.getByRole('navigation', { name: 'Site map' }));
    for (const [name, href] of [
      ['Our Team', '/team'],
      ['Our People', '/peoples'],
      ['Careers', '/career'],
      ['Blog', '/blog'],
      ['Book a Collection', '/book-collection'],
      ['Book a Shipment', '/book-shipment'],
      ['Find Location', '/find-location'],
    ] as const) {
      await expect(map.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const facebook = canvas.getByRole('link', { name: 'Facebook' });
    await expect(facebook).toHaveAttribute('href', 'https://facebook.com/example');
    await expect(facebook).toHaveAttribute('target', '_blank');
    await expect(facebook.getAttribute('rel')).toContain('noopener');
  },
};
/** The contact details still loading: each line keeps its place, empty, and nothing links anywhere. */
export const ContactLoading: Story = {
  args: {
    address: undefined,
    salesPhone: undefined,
    generalPhone: undefined,
    email: undefined,
    companyProfileUrl: undefined,
    social: [],
  },
  play: async ({ canvas }) => {
    const contact = canvas.getByRole('region', { name: 'Contact' });
    await expect(within(contact).queryAllByRole('link')).toHaveLength(0);
    await expect(contact.querySelector('address')!.getBoundingClientRect().height).toBeGreaterThan(
      80,
    );
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
/**
 * The company's address in English (no Arabic twin) on an Arabic page: it starts at the column's
 * start, right, as the phone lines below it do, and reads left to right.
 */
export const EnglishAddressOnArabicPage: Story = {
  ...onArabicPage,
  args: { address: 'Office 12, Kuwait City' },
  play: async ({ canvas }) => {
    const address = canvas.getByText('Office 12, Kuwait City');
    const column = address.closest('address')!.getBoundingClientRect();
    const drawn = drawnSpan(address, 'Office 12, Kuwait City');
    await expect(Math.abs(drawn.right - column.right)).toBeLessThan(1);
    await expect(getComputedStyle(address).direction).toBe('ltr');
  },
};
