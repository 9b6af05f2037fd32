import type { TeamMember } from '@courier/api-client/endpoints/team';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SocialLinks } from './SocialLinks';

const member: TeamMember = {
  encrypt_id: 'm1',
  name: 'Khaled Al-Rashid',
  designation: 'General Manager',
  description: '<p>Text</p>',
  img_url: '/media/team/khaled-al-rashid.svg',
  phone_number: '+965 2222 3400',
  email_id: 'khaled@courierexpress.com.kw',
  website: 'https://www.courierexpress.com.kw',
  address: 'Al Hamra Tower, Sharq, Kuwait City',
  facebook_url: 'https://www.facebook.com/courierexpresskw.khaled',
  twitter_url: 'https://twitter.com/cekw_khaled',
  google_plus_url: '',
  experience: '24 years',
  career: 'General manager since 2019.',
};

const meta = {
  component: SocialLinks,
  args: { member },
} satisfies Meta<typeof SocialLinks>;
export default meta;
type Story = StoryObj<typeof meta>;

/** member-details: a link for each profile the member has, none for an empty google plus. */
export const ProfilesTheMemberHas: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://www.facebook.com/courierexpresskw.khaled',
      'https://twitter.com/cekw_khaled',
    ]);
    await expect(canvas.queryByRole('link', { name: /google plus/i })).toBeNull();
  },
};

/** A network's bare home page is nobody's profile: no link. */
export const BareHomePageIsNoLink: Story = {
  args: {
    member: { ...member, facebook_url: 'https://www.facebook.com/', twitter_url: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0);
  },
};
