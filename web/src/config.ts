/**
 * Constants of the web app's screens. The product's identity, enumerations and data limits are the model's
 * (`@mentorbridge/model`); what stays here only concerns how the app looks and behaves in the browser.
 */

// The app shell (app/layout) still reads the identity from here.
export { PRODUCT_NAME, TAGLINE } from '@mentorbridge/model';

export const CONTACT = {
  generalEmail: 'hello@mentorbridge.app',
  supportEmail: 'support@mentorbridge.app',
  customerServicePhone: '+1 (415) 555-0132',
  technicalSupportPhone: '+1 (415) 555-0178',
  supportHours: 'Monday-Friday 9 AM-5 PM EST',
  address: ['MentorBridge HQ', '548 Market Street, Suite 300', 'San Francisco, CA 94104'],
} as const;

/** Layout, timing and display constants of the screens. */
export const UI = {
  mobileBreakpointPx: 768,
  contactDelayMs: 1500,
  callbackDelayMs: 100,
  adminRedirectMs: 1500,
  mentorExpertiseChips: 4,
  /** A visitor who starts signed out gets the Firebase SDKs after reading this long without acting (session/session.tsx). */
  visitorIdleMs: 5000,
} as const;

/** Where a person lands after signing in when no page asked for it: their dashboard (a remembered target wins: lib/storage.ts). */
export const AFTER_SIGN_IN = '/dashboard';

/**
 * The router state of the page a sign-in lands on: the dashboard sends an admin on to /admin from it, while
 * /dashboard opened any other way stays the dashboard (an admin may be a student or mentor too).
 */
export const SIGNED_IN_STATE = { signedIn: true } as const;

/** Whether a page was reached by signing in (its router state is SIGNED_IN_STATE). */
export const isSignedInLanding = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { signedIn?: unknown }).signedIn === true;

/** Browser storage keys; their names are kept as they are, or devices would lose what they stored. */
export const STORAGE_KEYS = {
  isSignUp: 'isSignUp',
  pendingRole: 'pendingRole',
  accountType: 'accountType',
  redirectPath: 'redirectPath',
  originalRedirectPath: 'originalRedirectPath',
  /** Also read before the first paint by startup/themeScript.ts, which the build inlines with this value. */
  theme: 'theme',
  /** Set while this device has a signed-in user ('1'), so first-time visitors skip loading Auth up front. */
  signedInHint: 'mentorbridge.signedIn',
  /**
   * The home page's platform numbers and featured mentors as last shown (app/home/platformFigures.ts); the landing
   * page's inline loader (startup/loaderScript.ts) writes the numbers into the page with this value before it paints.
   */
  platformFigures: 'mentorbridge.platform',
  /** This browser's device id for push (`user_private/{uid}/devices/{id}`), while it is registered. */
  pushDevice: 'mentorbridge.pushDevice',
  /** This tab's anonymous id in error reports (sessionStorage; lib/errorReports.ts). */
  errorSession: 'mentorbridge.errorSession',
} as const;

/** The IndexedDB database of the device's copies of the lists (lib/offlineDb.ts, lib/offlineCache.ts). */
export const OFFLINE_DB_NAME = 'mentorbridge-offline';

/** The window property the landing page's inline loader records early taps under (see startup/earlyClicks.tsx). */
export const EARLY_CLICKS_KEY = '__mbEarlyClicks';

/**
 * The attribute that names a home page number's element (`data-platform-figure="mentors"`): the landing page's inline
 * loader fills them from the device's last numbers (STORAGE_KEYS.platformFigures) before the first paint.
 */
export const PLATFORM_FIGURE_ATTRIBUTE = 'data-platform-figure';

/** The window property the page's inline listener holds an early install offer under (startup/installScript.ts). */
export const INSTALL_PROMPT_KEY = '__mbInstallPrompt';

/**
 * The window property a data page's shell puts its early first-page read under (startup/loaderScript.ts), for
 * the REST client to take (lib/earlyRead.ts).
 */
export const EARLY_READ_KEY = '__mbEarlyRead';
