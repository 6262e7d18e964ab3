/** Product identity and the outside hosts it links to (docs/decisions.md, "Identity"). */
export const PRODUCT_NAME = 'MentorBridge';
export const TAGLINE = 'Bridging academia and industry through mentorship, projects and growth.';

/** Booking links are Topmate links. */
export const BOOKING_HOST = 'topmate.io';
/** Applications carry a LinkedIn profile link. */
export const LINKEDIN_HOST = 'linkedin.com';

/** The local emulator project: the `demo-` prefix means no real cloud project is ever touched. */
export const DEMO_PROJECT_ID = 'demo-mentorbridge';
