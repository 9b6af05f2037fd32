import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { placeholderImage } from '../utils/sampleImages';
import { drawnLeftToRight, onArabicPage } from '../utils/arabicStory';
import { TeamCard } from './TeamCard';

const meta = {
  component: TeamCard,
  args: {
    name: 'Ahmed Al-Mutairi',
    designation: 'Operations Manager',
    imageUrl: placeholderImage('Photo'),
    href: '/member-details?member_id=m1',
    social: { facebook: 'https://facebook.com/example', twitter: 'https://twitter.com/example' },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ahmed Al-Mutairi' })).toHaveAttribute(
      'href',
      '/member-details?member_id=m1',
    );
    await expect(
      canvas.getByRole('link', { name: 'Ahmed Al-Mutairi on Facebook' }),
    ).toHaveAttribute('target', '_blank');
  },
};
/** The photo opens member-details too (the name link covers the card) and the card has one such link. */
export const WholeCardOpensMember: Story = {
  play: async ({ canvas, canvasElement }) => {
    const detailLinks = canvas
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href') === '/member-details?member_id=m1');
    await expect(detailLinks).toHaveLength(1);
    const photo = canvasElement.querySelector('img')!.getBoundingClientRect();
    const hit = document.elementFromPoint(photo.x + photo.width / 2, photo.y + photo.height / 2);
    await expect(hit?.closest('a')).toBe(detailLinks[0]);
    // Social links stay above the cover and open their own network.
    const facebook = canvas
      .getByRole('link', { name: 'Ahmed Al-Mutairi on Facebook' })
      .getBoundingClientRect();
    const onSocial = document.elementFromPoint(
      facebook.x + facebook.width / 2,
      facebook.y + facebook.height / 2,
    );
    await expect(onSocial?.closest('a')?.getAttribute('href')).toBe('https://facebook.com/example');
  },
};
export const NoSocialLinks: Story = {
  args: { social: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
  },
};
/**
 * Only the profiles the member has: no Google Plus link for an empty value, and none for a
 * network's bare home page (nobody's profile).
 */
export const OnlyProfilesTheMemberHas: Story = {
  args: {
    social: {
      facebook: 'https://www.facebook.com/',
      twitter: 'https://twitter.com/cekw_ahmed',
      googlePlus: '',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ahmed Al-Mutairi on Twitter' })).toHaveAttribute(
      'href',
      'https://twitter.com/cekw_ahmed',
    );
    await expect(canvas.queryByRole('link', { name: /on Facebook/ })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /on Google Plus/ })).toBeNull();
  },
};
export const RightToLeft: Story = { globals: { direction: 'rtl' } };

/** A member without the Arabic twin on an Arabic page: name and designation read left to right. */
export const EnglishOnArabicPage: Story = {
  ...onArabicPage,
  args: { name: 'John Smith Jr.', designation: '24/7 Dispatcher' },
  play: async ({ canvas }) => {
    await expect(drawnLeftToRight(canvas.getByRole('heading'), 'Jr.')).toBe(true);
    await expect(drawnLeftToRight(canvas.getByText('24/7 Dispatcher'), '24/7 Dispatcher')).toBe(
      true,
    );
  },
};
