/**
 * The data pages: the four public lists, each with a build-time shell (startup/plugins.ts) and read over REST
 * (lib/firestoreRest.ts), which a visitor can read without the Firebase SDK or Auth (session/session.tsx).
 * No imports: the build's plugins load this file as it is.
 */
export const DATA_PAGES = ['mentorship', 'projects', 'community', 'career-hub'] as const;
