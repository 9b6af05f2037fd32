import type { CompanyProfile } from '@courier/api-client/endpoints/company';

/*
 * The company's details come from the API (api/company.ts: edited in the back office).
 * What stays here are the rules that turn them into links, and the home page's video, which is
 * media of the site rather than a detail of the company profile.
 */

export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
export const whatsappHref = (number: string) => `https://wa.me/${number}`;

/** The carrier's own tracking page for an airway bill number (the profile's link ends where the number goes). */
export const externalTrackingHref = (company: CompanyProfile, number: string) =>
  `${company.externalTrackingUrl}${encodeURIComponent(number)}`;

const NETWORKS: readonly (keyof CompanyProfile['social'])[] = [
  'facebook',
  'twitter',
  'linkedin',
  'instagram',
];

/**
 * The social networks the company has a link for, in a fixed order, named by `labels` (the site
 * catalogue's `footer.social`, in the page's language).
 */
export const socialLinks = (
  company: CompanyProfile,
  labels: Record<keyof CompanyProfile['social'], string>,
) =>
  NETWORKS.filter((network) => company.social[network]).map((network) => ({
    label: labels[network],
    href: company.social[network],
  }));

/** The home page's company video, hosted by the marketing team on a video CDN (the API's CSP allows https media). */
export const companyVideo = {
  url: 'https://media.courierexpress.com.kw/company-video.mp4',
  /** Its own picture (demo art: a globe on the route), not a service's. */
  poster: '/media/video/company-video.svg',
  /** Captions (public/), so the video is not sound-only information. */
  captions: '/company-video.en.vtt',
} as const;
