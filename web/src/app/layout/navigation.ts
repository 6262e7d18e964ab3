/** Main navigation entries, in the order the header and the mobile menu show them. */
export const MAIN_NAV = [
  { label: 'Home', to: '/' },
  { label: 'Career Hub', to: '/career-hub' },
  { label: 'Mentorship', to: '/mentorship' },
  { label: 'Projects', to: '/projects' },
  { label: 'Community', to: '/community' },
] as const;

export const FOOTER_LINKS = {
  Platform: [
    { label: 'Career Hub', to: '/career-hub' },
    { label: 'Mentorship', to: '/mentorship' },
    { label: 'Projects', to: '/projects' },
    { label: 'Community', to: '/community' },
  ],
  Company: [
    { label: 'About', to: '/about' },
    { label: 'Contact', to: '/contact' },
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Terms of Service', to: '/terms-of-service' },
  ],
} as const;
