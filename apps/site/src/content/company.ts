/** The company's public contact details shown in the header, footer and contact page. */
export const company = {
  name: 'Courier Express Kuwait',
  /**
   * The company's own history (spec 1, About Us). The spec's marketing figures (since 1972, 50+
   * years) are the worldwide network's, and are labelled so wherever they appear.
   */
  history: { since: 1980, incorporated: 2019, headOffice: 'New Delhi', franchiseOffices: 4 },
  address: 'Office 12, Al Hamra Tower, Sharq, Kuwait City, Kuwait',
  salesPhone: '+965 2222 3333',
  generalPhone: '+965 2222 4444',
  /** WhatsApp chat numbers of the sales and general phones (header top bar, contact page). */
  whatsappNumber: '96522223333',
  generalWhatsappNumber: '96522224444',
  email: 'info@courierexpress.com.kw',
  externalPortalUrl: 'https://portal.courierexpress.com.kw/',
  externalTrackingUrl: 'https://www.track-trace.com/aircargo?number=',
  companyProfilePdf: '/company-profile.pdf',
  /** Hosted by the marketing team on a video CDN (the API's CSP allows https media). */
  companyVideoUrl: 'https://media.courierexpress.com.kw/company-video.mp4',
  companyVideoPoster: '/media/services/international-express.svg',
  /** Captions of the company video (public/), so the video is not sound-only information. */
  companyVideoCaptions: '/company-video.en.vtt',
  mapEmbedUrl:
    'https://www.openstreetmap.org/export/embed.html?bbox=47.96%2C29.36%2C48.01%2C29.39&layer=mapnik&marker=29.3759%2C47.9774',
  social: {
    facebook: 'https://www.facebook.com/',
    twitter: 'https://twitter.com/',
    linkedin: 'https://www.linkedin.com/',
    instagram: 'https://www.instagram.com/',
  },
  regionalOffices: [
    'Kuwait City - Sharq, Al Hamra Tower',
    'Farwaniya - Block 4, Street 60',
    'Ahmadi - Industrial Area, Block 2',
  ],
} as const;

export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;
export const whatsappHref = (number: string) => `https://wa.me/${number}`;
