import { TEXTS } from '@mentorbridge/model';

const NAV = TEXTS.nav;

/** Main navigation entries, in the order the header and the mobile menu show them. */
export const MAIN_NAV = [
  { label: NAV.home, to: '/' },
  { label: NAV.careerHub, to: '/career-hub' },
  { label: NAV.mentorship, to: '/mentorship' },
  { label: NAV.projects, to: '/projects' },
  { label: NAV.community, to: '/community' },
] as const;

/** The footer's link groups: their heading, then their links. */
export const FOOTER_LINKS = [
  {
    title: NAV.platform,
    // The main navigation's sections, without Home.
    links: MAIN_NAV.slice(1),
  },
  {
    title: NAV.company,
    links: [
      { label: NAV.about, to: '/about' },
      { label: NAV.contact, to: '/contact' },
      { label: NAV.privacy, to: '/privacy-policy' },
      { label: NAV.terms, to: '/terms-of-service' },
    ],
  },
] as const;
