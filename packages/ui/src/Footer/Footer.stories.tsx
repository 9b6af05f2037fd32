import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STATIC_MENU_IDS } from '@courier/domain/constants';
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
export const RightToLeft: Story = { globals: { direction: 'rtl' } };
