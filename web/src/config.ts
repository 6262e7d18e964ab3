/** Product identity and constants shared by every screen. */
export const PRODUCT_NAME = 'MentorBridge';
export const TAGLINE = 'Bridging academia and industry through mentorship, projects and growth.';

export const BOOKING_HOST = 'topmate.io';
export const LINKEDIN_HOST = 'linkedin.com';

export const CONTACT = {
  generalEmail: 'hello@mentorbridge.app',
  supportEmail: 'support@mentorbridge.app',
  customerServicePhone: '+1 (415) 555-0132',
  technicalSupportPhone: '+1 (415) 555-0178',
  supportHours: 'Monday-Friday 9 AM-5 PM EST',
  address: ['MentorBridge HQ', '548 Market Street, Suite 300', 'San Francisco, CA 94104'],
} as const;

/** Business constants from the spec (section 9). */
export const LIMITS = {
  bioMin: 50,
  passwordMin: 6,
  videoTitleMax: 100,
  videoDescriptionMax: 5000,
  projectHoursMin: 1,
  projectHoursMax: 100,
  mobileBreakpointPx: 768,
  contactDelayMs: 1500,
  callbackDelayMs: 100,
  adminRedirectMs: 1500,
  setAdminMaxProfiles: 5,
  mentorExpertiseChips: 4,
} as const;

export const SPECIALIZATIONS = [
  'Software Development',
  'Data Science',
  'UI/UX Design',
  'Product Management',
  'Digital Marketing',
  'Project Management',
  'Business Analysis',
  'Cybersecurity',
  'Cloud Computing',
  'Artificial Intelligence',
  'Other',
] as const;

export const DISCUSSION_CATEGORIES = [
  'Career Advice',
  'Technology Trends',
  'Skills Development',
  'Research',
  'Sustainability',
  'Mentorship',
] as const;

/** Browser storage keys named by the spec. */
export const STORAGE_KEYS = {
  isSignUp: 'isSignUp',
  pendingRole: 'pendingRole',
  accountType: 'accountType',
  redirectPath: 'redirectPath',
  originalRedirectPath: 'originalRedirectPath',
  theme: 'theme',
  /** Set while this device has a signed-in user ('1'), so first-time visitors skip loading Auth up front. */
  signedInHint: 'mentorbridge.signedIn',
} as const;

/** The window property the landing page's inline loader records early taps under (see app/earlyClicks.tsx). */
export const EARLY_CLICKS_KEY = '__mbEarlyClicks';
