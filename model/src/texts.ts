/**
 * The catalogue of user-visible texts, keyed by meaning, in the product's English wording (docs/decisions.md).
 * A second language is one more object of the same shape. Components, schemas and functions take their
 * texts from here; they never pass a literal string to the toast API.
 */
import { BOOKING_HOST, LINKEDIN_HOST, PRODUCT_NAME } from './identity';
import { LIMITS } from './limits';
import { isAdmin } from './roles';
import type { AdminDeleteKind } from './admin';
import type { AdminRole, RejectReason } from './enums';
import type { ListName, PlatformCount } from './lists';
import type { NotificationChannel, NotificationType } from './notifications';
import type { ReportReason, ReportTargetKind, SuspensionPeriod } from './moderation';
import type { SessionConfirmation } from './reviews';
import { AVERAGE_LINES } from './averageLines';
import { counted, plural, type CountWord } from './counting';
import { TIME_WORDS } from './timeWords';
import { MENTOR_CARD_TEXTS, PROJECT_CARD_TEXTS } from './cardTexts';

// The counted words live apart from the catalogue (counting.ts); the model's entry point exports them from here.
export { counted, plural, pluralForm, type CountWord } from './counting';
export { TIME_WORDS } from './timeWords';
export { MENTOR_CARD_TEXTS, PROJECT_CARD_TEXTS } from './cardTexts';

/** "the last hour", "the last 24 hours". */
const lastHours = (hours: number) => (hours === 1 ? 'the last hour' : `the last ${hours} hours`);

/** The booking follow-up's question, on the dashboard and in the notification centre. */
const sessionQuestion = (mentor: string) => `Did your session with ${mentor} happen?`;
/** The mentor's side of it, asked after the student's "Yes". */
const sessionCheck = (student: string) => `Did you meet ${student}?`;
/** A rejection's reasons, as the student reads them on the application and in the notification of the rejection. */
const REJECT_REASON_TEXTS = {
  experience: 'The project needs more experience with its skills',
  fit: 'The project does not fit your goals',
  seats: 'The seats went to other applicants',
  profile: 'Your profile does not tell enough about you yet',
  other: 'Another reason',
} satisfies Record<RejectReason, string>;
const MENTORS_REASON = 'The mentor’s reason';
const MENTORS_NOTE = 'The mentor’s note';

export const TEXTS = {
  validation: {
    bioRequired: 'Bio is required. Please tell students about your expertise and experience.',
    bioRequiredForMentors:
      'Bio is required for mentors. Please provide information about yourself to help students understand your expertise.',
    bioTooShort: 'Bio must be at least 50 characters long to provide meaningful information to students.',
    topmateRequired: 'Topmate URL is required for booking sessions.',
    topmateInvalid: `Please enter a valid Topmate URL (e.g., ${BOOKING_HOST}/username/)`,
    displayNameRequired: 'Display name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    locationRequired: 'Location is required',
    specializationRequired: 'Specialization is required',
    passwordTooShort: `Password must be at least ${LIMITS.passwordMin} characters`,
    passwordsDontMatch: "Passwords don't match",
    newPasswordsDontMatch: "New passwords don't match",
    rateInvalid: 'Hourly rate must be a whole number of dollars',
    linkedinInvalid: `Please enter a valid LinkedIn profile URL (e.g., ${LINKEDIN_HOST}/in/username)`,
    projectRequired: 'Please fill in all required fields',
    projectHours: `Estimated hours must be between ${LIMITS.projectHoursMin} and ${LIMITS.projectHoursMax}`,
    discussionRequired: 'Please fill in both title and content',
    videoTitleAndDescription: 'Please provide a title and description',
    videoTitleLength: `Title must be between 1 and ${LIMITS.videoTitle} characters`,
    videoDescriptionLength: `Description must be less than ${LIMITS.videoDescriptionBelow} characters`,
    youtubeUrlRequired: 'Please enter a YouTube URL',
    youtubeUrlInvalid: 'Please enter a valid YouTube URL',
    videoFileRequired: 'Please select a video file',
    videoFileInvalid: 'Please select a valid video file',
    videoFileTooBig: `Video files must be ${LIMITS.videoFileMegabytes} MB or smaller`,
    durationInvalid: 'Enter the duration as m:ss or h:mm:ss',
    authorizationCodeRequired: 'Please enter the authorization code',
    contactRequired: 'This field is required',
    commentTooLong: `Comments can be up to ${LIMITS.comment} characters`,
    projectMessageTooLong: `Messages can be at most ${LIMITS.projectMessage} characters`,
    fieldRequired: (field: string) => `${field} is required`,
    fieldTooLong: (field: string, max: number) => `${field} must be ${max} characters or fewer`,
    projectHoursWhole: `Estimated hours must be a whole number from ${LIMITS.projectHoursMin} to ${LIMITS.projectHoursMax}`,
    projectSeats: `Seats must be a whole number from ${LIMITS.seatsMin} to ${LIMITS.seatsMax}`,
    enrollmentQuestion: `Please write your question (up to ${LIMITS.enrollmentQuestion} characters)`,
    enrollmentAnswer: `Please write your answer (up to ${LIMITS.enrollmentAnswer} characters)`,
    rejectNote: `Notes can be up to ${LIMITS.rejectNote} characters`,
    applicationMessageTooShort: `Message must be at least ${LIMITS.applicationMessageMin} characters`,
    applicationMessageTooLong: `Message must be at most ${LIMITS.applicationMessageMax} characters`,
    tagsUnique: 'Tags must be unique',
    authorizationCodeTooLong: 'The authorization code is too long',
  },
  /** Why a callable refuses a payload a form would not send (model/src/schemas.ts). */
  payloads: {
    invalid: 'Invalid request',
    expected: (shape: string) => `Expected a payload ${shape}.`,
    oneOf: (field: string, values: readonly string[]) => `${field} must be one of ${values.join(', ')}.`,
    noPayload: 'This function takes no payload.',
    /** Every id a callable takes (model/src/schemas.ts, documentId), user ids included. */
    documentId: (maxBytes: number) =>
      `An id must be 1 to ${maxBytes} bytes long (in UTF-8), without "/", and not ".", ".." or of the form __name__.`,
    targetPath: 'targetPath must be a reported document path.',
    discussionIdForComments: 'discussionId is required for comments only.',
    rejectionOnly: 'Only a rejection has a reason or a note.',
    redirectUriRequired: 'redirect_uri is required',
    redirectUriAbsolute: 'redirect_uri must be an absolute URL',
    redirectUriSetupPage: 'redirect_uri must be the /youtube-setup page of this app',
    demoMode: 'demo_mode must be true or false',
    youtubeRequest: 'The request must be an object with an action',
    youtubeAction: (actions: readonly string[]) => `action must be one of ${actions.join(', ')}`,
  },
  errors: {
    offline: "You're offline",
    signedOut: 'You must be signed in.',
    adminOnly: 'Only admins can do this.',
    setupOver: 'This page is only available during initial setup',
    lastAdmin: "You can't remove the last admin. Make another user admin first.",
    requestTooLarge: 'This request is too large.',
    /** reportClientError beyond its limits (never shown: the app drops its own reports' failures). */
    tooManyReports: 'Too many error reports; try again later.',
    accountGone: 'This account no longer exists.',
    userNotFound: 'No user with this id exists.',
    adminSelfDelete: 'Admins delete their own account from their profile, not here.',
    itemNotFound: 'This item no longer exists.',
    mentorProfileIncomplete:
      `Complete your mentor profile (a bio of at least ${LIMITS.bioMin} characters, a specialization and your Topmate link) before uploading videos.`,
    uploadQuota: (limit: number, hours: number) =>
      `You can upload up to ${limit} videos every ${hours} hours. Please try again later.`,
    uploadRejected: 'YouTube did not accept the upload. Please try again later.',
    youtubeReauthorize: 'An admin must authorize the YouTube channel again before videos can be uploaded.',
    studentsOnly: 'Only students can apply to projects.',
    projectNotFound: 'This project no longer exists.',
    openApplicationsCap: `You have ${LIMITS.openApplications} open applications. Withdraw one or wait for a decision before applying again.`,
    alreadyApplied: 'You already have an application for this project.',
    projectFull: 'This project is full: every seat is taken.',
    seatsTaken: 'Every seat of this project is taken. Add seats to the project or reject the application.',
    notProjectMentor: "Only the project's mentor can decide its applications.",
    notPending: 'This application is no longer waiting for a decision.',
    mentorPaused: 'This mentor is not accepting applications right now.',
    idTooLong: 'This id is too long.',
    fileUnreadable: 'Could not read the file',
    /** Firebase Auth errors the user can act on (web/src/lib/errors.ts). */
    recentLoginRequired: 'For your security, please sign out and sign in again before changing this.',
    emailInUse: 'An account with this email already exists.',
    tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
  },
  /** Messages of the sign-in and sign-up flows (docs/decisions.md), shown as toasts or under the form. */
  auth: {
    missingCredentials: 'Please enter your email and password',
    signInFailed: 'Failed to sign in',
    googleSignInFailed: 'Failed to sign in with Google',
    googleSignUpFailed: 'An error occurred during Google sign up',
    signUpFailed: 'An error occurred during sign up',
    accountExists: 'An account with this email already exists. Please use Sign In instead.',
    noAccount: 'No account found with this email. Please sign up first.',
    profileFailed: 'Error creating your profile. Please try again.',
    checkFailed: 'Error checking account. Please try again.',
    invalidCredentials: 'Invalid email or password',
    passwordsDoNotMatch: 'Passwords do not match',
    fullNameRequired: 'Full name is required',
    resetEmailRequired: 'Please enter your email address',
    invalidResetLink: 'Invalid password reset link. Please request a new password reset link.',
    /** The reset-password page (/reset-password?token=…). */
    resetTitle: 'Reset Password',
    resetIntro: (email: string) => `Choose a new password for ${email}.`,
    requestNewLink: 'Request a new link',
    /** The sign-in page (its title and button: TEXTS.actions.signIn). */
    noAccountYet: "Don't have an account?",
    signInWithGoogle: 'Sign in with Google',
    orEmail: 'or continue with email',
    forgotPassword: 'Forgot password?',
    /** The sign-up page: the account type, then Google or e-mail. */
    signUpTitle: 'Join Our Platform',
    haveAccount: 'Already have an account?',
    joinAs: 'I want to join as',
    accountTypes: {
      student: { label: 'Student', description: 'Browse mentors, apply to projects and join discussions.' },
      professional: { label: 'Mentor', description: 'Create projects, mentor students and share your expertise.' },
    },
    continueWithGoogle: 'Continue with Google',
    orSignUpEmail: 'or sign up with email',
    createAccount: 'Create Account',
    /** The forgot-password page and what it says once the link is sent. */
    forgotTitle: 'Forgot Password?',
    forgotIntro: "Enter your email and we'll send you a link to reset your password.",
    resetLinkSent: 'Reset link sent! Check your email inbox.',
    checkSpam: "If you don't see the email, check your spam folder.",
    returnToSignIn: 'Return to Sign In',
    sendResetLink: 'Send Reset Link',
    backToLogin: 'Back to Login',
    /** Where e-mail links and sign-in returns land. */
    authenticating: 'Authenticating...',
  },
  /** The header, the phone menu and the account menu: one word for each place, on every screen. */
  nav: {
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
    menuIntro: 'Explore the platform and manage your account',
    myAccount: 'My Account',
    openAccountMenu: 'Open account menu',
    profile: 'Profile',
    dashboard: 'Dashboard',
    admin: 'Admin',
    logout: 'Logout',
    signUp: 'Sign Up',
    installApp: 'Install app',
    /** The landmarks of the header's and the phone menu's navigation. */
    mainLandmark: 'Main',
    mobileLandmark: 'Mobile',
    /** The places of the main navigation and the footer. */
    home: 'Home',
    careerHub: 'Career Hub',
    mentorship: 'Mentorship',
    projects: 'Projects',
    community: 'Community',
    about: 'About',
    contact: 'Contact',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    /** The footer's link groups, its copyright line and its social links (not live yet). */
    platform: 'Platform',
    company: 'Company',
    rights: `${PRODUCT_NAME}. All rights reserved.`,
    comingSoon: (label: string) => `${label} (coming soon)`,
    /** The theme button: it cycles light, dark and system. */
    themes: { light: 'light', dark: 'dark', system: 'system' },
    theme: (current: string) => `Theme: ${current}`,
    switchTheme: (current: string, next: string) => `Theme: ${current}. Switch to ${next}`,
  },
  /** The prompt shown when a new version of the app is waiting. */
  update: {
    title: 'New version available',
    intro: `Reload to get the latest ${PRODUCT_NAME}.`,
    reload: 'Reload',
    later: 'Later',
  },
  /** The page for an address the app does not know, with a hint for the links that often go stale. */
  notFound: {
    title: 'Page Not Found',
    intro: 'Sorry, the page you are looking for doesn’t exist or has been moved.',
    hints: {
      application: 'The application you are looking for may have been deleted or rejected.',
      discussion: 'The project may have been deleted, or you may not have access to its discussion.',
      profile: 'This profile may not exist, or you may not have permission to view it.',
    },
    goBack: 'Go Back',
    /** "Think this is a mistake? Please contact support." */
    mistake: 'Think this is a mistake? Please',
    contactSupport: 'contact support',
  },
  /** The banner shown while the device is offline: how fresh each list's copy is, and that changes are kept. */
  offline: {
    neverSaved: (list: string) => `${list} have not been saved on this device yet.`,
    refreshed: (list: string) => `${list} last refreshed`,
    changesKept: "Changes you make are saved on this device and sent when you're back online.",
  },
  /** A mentor's booking button (their Topmate page). */
  booking: {
    book: 'Book on Topmate',
    bookTitle: (mentor: string) => `Book a session with ${mentor} on Topmate (opens in a new tab)`,
    /** Offline: Topmate's page cannot open. */
    offline: 'Booking needs a connection',
    unavailable: 'Booking not available',
  },
  /** The dashboard (/dashboard): its greeting, the mentor's tabs and overview, the student's applications. */
  dashboard: {
    profileFailed: 'We couldn’t load your profile',
    noProfile: 'Your account has no profile yet. Complete it to use the dashboard.',
    goToProfile: 'Go to Profile',
    welcome: (name: string, mentor: boolean) =>
      `Welcome back, ${name}! ${mentor ? 'Manage your projects, videos and applications.' : 'Follow your applications.'}`,
    /** The greeting's name when the profile has none. */
    there: 'there',
    tabs: { overview: 'Overview', projects: 'Projects', videos: 'Videos' },
    totalProjects: 'Total Projects',
    recentProjects: 'Recent Projects',
    recentVideos: 'Recent Videos',
    myProjects: 'My Projects',
    myRecentVideos: 'My Recent Videos',
    viewAll: 'View all',
    /** A project card's line and buttons on the mentor's dashboard. */
    projectCounts: (approved: number, pending: number) => `${approved} approved · ${pending} pending`,
    view: 'View',
    requests: 'Applications',
    requestsLabel: (project: string) => `Applications for ${project}`,
    /** The Applications tab's filters. */
    project: 'Project',
    allProjects: 'All projects',
    status: 'Status',
    allStatuses: 'All',
    /** The mentor's applications by what they owe (the overview leads with the first). */
    needsAnswer: 'Needs your answer',
    needsAnswerIntro: `The longest-waiting first. An application expires after ${LIMITS.enrollmentExpiryDays} days without an answer.`,
    nothingWaiting: 'No application is waiting for your answer.',
    seeAllWaiting: (count: number) => `See all ${count} waiting`,
    waitingForStudent: 'Waiting for the student',
    decided: 'Decided',
    /** The student's dashboard without applications. */
    browseIntro: 'Browse practice projects and apply with your LinkedIn profile.',
    browseProjects: 'Browse Projects',
  },
  /** The home page's calls to action, by who is looking, its platform numbers and its featured mentors. */
  home: {
    start: 'Start Your Journey',
    exploreProjects: 'Explore Projects',
    findMentor: 'Find a Mentor',
    createProject: 'Create a Project',
    figures: `${PRODUCT_NAME} in numbers`,
    figure: { mentors: 'Mentors', openProjects: 'Open projects', videos: 'Career videos' } satisfies Record<PlatformCount, string>,
    featured: 'Featured mentors',
    featuredIntro: 'Accepting applications, and quick to answer them.',
    loadingFeatured: 'Loading featured mentors',
    welcome: `Welcome to ${PRODUCT_NAME}`,
    /** The three highlights under the hero. */
    highlights: [
      { title: 'Expert Mentorship', description: 'Learn from industry professionals who have walked the path you are on.' },
      { title: 'Growing Community', description: 'Connect with students, graduates and mentors who share your goals.' },
      { title: 'Real Projects', description: 'Build practical experience on projects designed by working mentors.' },
    ],
    explore: 'Explore',
    exploreLabel: (offering: string) => `Explore ${offering}`,
    connectTitle: 'Ready to Connect?',
    connectText: `Join ${PRODUCT_NAME} today to find a mentor, work on real projects and take the next step in your career.`,
  },
  /** What the platform offers: four cards on the home page (the summary) and on the About page (the detail). */
  offerings: {
    title: 'What We Offer',
    projects: {
      title: 'Project-Based Mentorship',
      summary: 'Apply to practice projects and get hands-on guidance from the mentor who created them.',
      detail:
        'Students apply to practice projects published by mentors and, once accepted, work through them with direct feedback in a private project discussion.',
    },
    guidance: {
      title: 'Career Guidance',
      summary: 'Watch career videos from mentors and get advice for every stage of your journey.',
      detail:
        'Our Career Development Hub collects video resources recorded by mentors, alongside discussions where you can ask follow-up questions.',
    },
    community: {
      title: 'Community Learning',
      summary: 'Join discussions, ask questions and learn alongside your peers.',
      detail:
        'Community discussions on career advice, technology trends, research and more let everyone learn from each other’s experience.',
    },
    skills: {
      title: 'Skill Development',
      summary: 'Book sessions with mentors to sharpen the skills employers are looking for.',
      detail: 'Book one-to-one sessions with mentors to work on the technical and professional skills that matter in your field.',
    },
  },
  about: {
    title: `About ${PRODUCT_NAME}`,
    mission: 'Our Mission',
    missionText: [
      `The step from the classroom to a first job is often the hardest part of a career. ${PRODUCT_NAME} connects students with industry mentors and companies so that learning does not stop at theory.`,
      'We believe everyone deserves access to people who have done the work before them. Through practice projects, career videos, open discussions and one-to-one sessions, we help students build real experience, confidence and a professional network.',
    ],
    team: 'Our Team',
    members: [
      { name: 'Priya Raman', role: 'Co-founder & CEO', bio: 'Former university career advisor who saw too many graduates struggle to land their first role.' },
      { name: 'Marcus Johnson', role: 'Head of Mentorship', bio: 'Fifteen years in software engineering management; recruits and supports our mentor network.' },
      { name: 'Elena García', role: 'Lead Engineer', bio: 'Builds the platform that connects students and mentors, with a focus on accessibility.' },
      { name: 'David Okafor', role: 'Community Manager', bio: 'Keeps our discussions welcoming and helpful, and organises community events.' },
    ],
    join: 'Join Us',
    joinText: `Whether you are a student looking for guidance or a professional ready to share what you know, there is a place for you at ${PRODUCT_NAME}.`,
  },
  /** Every toast, by area. Functions build the ones that name something. */
  toasts: {
    /** The reason given when an error carries no message of its own. */
    unknownError: 'Unknown error',
    access: {
      alreadySignedIn: "You're already signed in!",
      adminDashboardDenied: "You don't have permission to access the admin dashboard",
      adminCheckFailed: 'Error checking admin permissions',
      youtubeSetupDenied: 'Only admins can access YouTube setup',
      uploadVideoDenied: 'Only mentors can upload videos',
      profileLoadFailed: 'Could not load your profile',
      createProjectDenied: 'Only mentors can create projects',
      editProjectDenied: 'You can only edit your own projects',
      signInToCreateDiscussion: 'Please sign in to create a discussion',
      projectDiscussionDenied: "You don't have permission to access this discussion",
      notApprovedForDiscussion: 'Only students whose application was approved can take part in this discussion',
    },
    session: {
      signedOut: { title: 'Signed out successfully', message: 'You have been signed out of your account.' },
      signOutFailed: { title: 'Error signing out', message: 'There was an error signing out. Please try again.' },
    },
    auth: {
      signedIn: 'Signed in successfully!',
      welcome: `Welcome to ${PRODUCT_NAME}!`,
      welcomeBack: 'Welcome back!',
      accountCreated: 'Account created successfully! Check your email for confirmation.',
      emailVerified: 'Your email address has been verified.',
      authenticationFailed: 'Authentication failed. Please try again.',
      resetLinkSent: 'Password reset instructions sent to your email',
      resetLinkFailed: 'Failed to send password reset email',
      missingResetToken: 'Missing reset token',
      passwordReset: 'Password has been reset successfully',
      passwordResetFailed: 'Failed to reset password',
    },
    profiles: {
      created: 'Profile created successfully!',
      createFailed: 'An error occurred during profile creation',
      completed: 'Profile completed successfully!',
      updated: 'Profile updated successfully',
      updateFailed: 'Failed to update profile',
      emailUpdated: 'Email updated! Please check your inbox for verification.',
      passwordUpdated: 'Password updated successfully',
      accountDeleted: 'Account deleted',
      accountDeleteFailed: 'Error deleting account',
    },
    projects: {
      created: 'Project created successfully!',
      updated: 'Project updated successfully!',
      createFailed: 'Failed to create project. Please try again.',
      updateFailed: 'Failed to update project. Please try again.',
      signInToCreate: 'You must be logged in to create a project',
      deleted: 'Project deleted successfully',
      deleteFailed: 'Failed to delete project',
      loadFailed: 'Failed to load project details',
      messageFailed: 'Failed to send message',
    },
    enrollments: {
      sent: 'Application sent',
      failed: (reason: string) => `Failed to send your application: ${reason}`,
      alreadyApplied: (status: string) => `You have already applied to this project. Status: ${status}`,
      signInToEnroll: 'Please sign in to apply to this project',
      approved: 'Application approved',
      approveFailed: 'Failed to approve the application',
      rejected: 'Application rejected. The student can see your reason.',
      rejectFailed: 'Failed to reject the application',
      deleted: 'Application deleted',
      processFailed: 'Failed to process the application',
      questionSent: 'Your question was sent to the student',
      answerSent: 'Your answer was sent to the mentor',
      answerFailed: 'Failed to send your answer',
      withdrawn: 'Your application was withdrawn',
      withdrawFailed: 'Failed to withdraw your application',
    },
    community: {
      loadFailed: 'Failed to load discussion',
      posted: 'Discussion posted successfully!',
      postFailed: 'Failed to post discussion',
      signInToPost: 'You must be logged in to post a discussion',
      adminsOnly: 'Only administrators can create discussions',
      profileNotFound: 'User profile not found',
      deleted: 'Discussion deleted successfully',
      deleteFailed: 'Error deleting discussion',
      commentAdded: 'Comment added successfully!',
      commentFailed: 'Failed to add comment',
      commentDeleteFailed: 'Failed to delete comment',
      signInToComment: 'You must be logged in to comment',
      likeFailed: 'Failed to update like',
    },
    videos: {
      saved: 'Video saved successfully!',
      saveFailed: 'Failed to save video information',
      uploadFailed: 'Failed to upload video',
      uploadFailedBecause: (details: string) => `Failed to upload video: ${details}`,
      youtubeNotConfigured:
        'YouTube channel integration is not configured. An admin must finish the YouTube setup before videos can be uploaded.',
    },
    youtube: {
      statusFailed: 'Error checking setup status',
      codeReceived: 'Authorization code received! Click Complete Setup to finish.',
      oauthUrlFailed: 'Failed to get OAuth URL. Please check configuration.',
      authorizeInWindow:
        'Complete the authorization in the new window, then enter the code below if it is not filled in for you.',
      oauthFailed: 'Failed to initiate OAuth setup',
      setupDone: 'YouTube integration set up successfully!',
      setupFailed: (reason: string) => `Setup failed: ${reason}`,
      tokenRefreshed: 'Token refreshed successfully!',
      tokenRefreshFailed: (reason: string) => `Token refresh failed: ${reason}`,
      testPassed: 'Test passed: a demo upload went through (nothing was sent to YouTube).',
      testFailed: (reason: string) => `Test failed: ${reason}`,
    },
    admin: {
      roleUpdateFailed: 'Failed to update user role',
      promoted: 'User promoted to admin',
      demoted: 'Admin privileges removed',
      userDeleted: 'User deleted successfully',
      userDeleteFailed: 'Failed to delete user',
      projectDeleted: 'Project deleted successfully',
      projectDeleteFailed: 'Failed to delete project',
      videoDeleted: 'Video deleted successfully',
      videoDeleteFailed: 'Failed to delete video',
      discussionDeleted: 'Discussion deleted successfully',
      discussionDeleteFailed: 'Failed to delete discussion',
      loadFailed: (noun: string) => `Failed to load ${noun}`,
      setAdminSignedOut: 'You must be signed in to access this page',
      setAdminGranted: 'You are now an admin! Redirecting to the admin dashboard...',
      setAdminFailed: 'Failed to set admin role',
      authenticationError: 'Authentication error',
    },
    contact: {
      sent: "Your message has been sent! We'll get back to you soon.",
      failed: 'Failed to send message. Please try again later.',
    },
    /** A write queued on this device that the server later refused. */
    writes: {
      notSaved: (item: string, why: string) => `Your ${item} was not saved: ${why}.`,
      /** The toast's reason. */
      refused: 'the server refused it',
      refusedBecause: (message: string) => `the server refused it (${message})`,
      notAllowed: 'the server refused it (you are not allowed to do this)',
      refusedAfterReconnect: 'the server refused it after you reconnected',
    },
    install: {
      title: `Install ${PRODUCT_NAME}`,
      iosSteps: 'In Safari, tap the Share button, then "Add to Home Screen".',
    },
  },
  /** Errors shown in place of a list or a screen that could not be loaded. */
  alerts: {
    myProjectsFailed: 'Failed to load your projects.',
    videosFailed: 'Failed to load videos',
    projectsFailed: 'Failed to load projects',
    enrollmentRequestsFailed: 'Failed to load applications',
    commentsFailed: 'Failed to load comments. Check your connection and reload the page.',
    /** What to do about a list that failed to load. */
    checkConnection: 'Please check your connection and try again.',
    checkConnectionAgain: 'Check your connection and try again.',
  },
  /** What a list or area says when it has nothing to show. */
  empty: {
    discussions: 'No discussions found',
    discussionsSearch: 'Try another word or tag.',
    discussionsYet: 'New conversations will show up here as soon as they start.',
    comments: 'No comments yet. Start the conversation!',
    projectMessages: 'No messages yet. Start the conversation!',
    projects: 'No projects found',
    projectsFiltered: 'Try another category or difficulty.',
    projectsYet: 'Mentors have not published any projects yet.',
    mentors: 'No mentors found',
    mentorsYet: 'Please check back soon.',
    videos: 'No videos found',
    videosYet: 'Mentors have not shared any videos yet.',
    tryOtherFilters: 'Try a different search or reset the filters.',
    myProjects: 'You have not published any projects yet.',
    myVideos: 'You have not shared any videos yet.',
    dashboardProjects: 'You haven’t created any projects yet.',
    dashboardVideos: 'You haven’t uploaded any videos yet.',
    enrollmentRequests: 'No applications yet.',
    enrollmentRequestsFiltered: 'No applications match these filters.',
    enrolledStudents: 'No approved students yet.',
    pendingRequests: 'No pending applications.',
    myEnrollments: 'You haven’t applied to any projects yet.',
    adminList: (noun: string) => `No ${noun} yet`,
    adminSearch: (noun: string, term: string) => `No ${noun} match "${term}"`,
  },
  /** The application workflow (docs/data-model.md, `project_enrollments`): how each state reads. */
  /** A project's discussion, on its page and in the project's dialog. */
  /** A project's details, in its dialog and beside its discussion. */
  projectDetails: {
    estimated: (hours: number): string => `${counted(hours, TEXTS.counts.hour)} estimated`,
    posted: (date: string) => `Posted ${date}`,
    /** The discussion page: its heading's kicker, the side card, the way back. */
    discussion: 'Project Discussion',
    info: 'Project Info',
    viewProject: 'View Project',
    back: 'Back',
    /** Only approved students and the mentor see this way into the thread. */
    viewDiscussions: 'View Project Discussions',
    /** The project dialog: its title while loading, its tabs, and a project that is gone. */
    dialogTitle: 'Project details',
    details: 'Details',
    discussionTab: 'Discussion',
    pendingCount: (count: number) => `${count} pending`,
    notFound: 'Project not found',
    notFoundText: 'This project may have been deleted.',
    signInToJoin: 'Sign in and apply to join this project’s discussion.',
    openFullDiscussion: 'Open Full Discussion',
    manageOnDashboard: 'Manage all applications on your dashboard',
  },
  /** The project form (/create-project, and editing a project). */
  projectForm: {
    createTitle: 'Create a New Project',
    editTitle: 'Edit Project',
    createIntro: 'Describe a practice project students can apply to work on with your guidance.',
    editIntro: 'Update the details students see for this project.',
    title: 'Project Title',
    titlePlaceholder: 'e.g. Build a Personal Portfolio with React',
    categoryPlaceholder: 'e.g. Web Development',
    categoryHint: 'Pick a suggestion or type your own.',
    descriptionPlaceholder: 'What will students build and learn? What should they know beforehand?',
    difficulty: 'Difficulty',
    hours: 'Estimated Hours',
    seats: 'Seats',
    seatsHint: 'How many students you can take on',
  },
  /** A discussion's comments: the form (a visitor's prompt instead), the list and each comment's delete button. */
  comments: {
    label: 'Add a comment',
    placeholder: 'Share your thoughts',
    post: 'Post Comment',
    signInPrompt: 'Sign in to join the conversation.',
    signIn: 'Sign In to Comment',
    delete: 'Delete comment',
    list: 'Comments',
    /** A discussion's comments heading: "Comments (3)". */
    heading: (count: number) => `Comments (${count})`,
  },
  /** The community (/community): the admins' discussion form, a discussion's page, tags and likes. */
  community: {
    start: 'Start Discussion',
    startNew: 'Start a New Discussion',
    startIntro: 'Ask the community a question or share something worth talking about.',
    titlePlaceholder: 'What would you like to discuss?',
    content: 'Content',
    contentPlaceholder: 'Share the details, your question or your experience',
    tags: 'Tags',
    tagsHint: `Press Enter or comma to add a tag (up to ${LIMITS.discussionTags})`,
    tagsPlaceholder: 'e.g. interviews',
    post: 'Post Discussion',
    back: 'Back to Community',
    /** The grid of discussion cards. */
    discussions: 'Discussions',
    notSaved: "This discussion isn't saved on this device yet. It will load when you're back online.",
    delete: 'Delete Discussion',
    /** The like button's name: "Like comment, 3 likes". */
    likeLabel: (what: string, count: number) => `Like ${what}, ${counted(count, TEXTS.counts.like)}`,
    /** What a refused like is called in the write's toast: "like of this discussion". */
    likeItem: (liking: boolean, what: string) => `${liking ? 'like' : 'unlike'} of this ${what}`,
  },
  /** A person's profile page (/profile): the header's buttons, the tabs, what it shows, the forms and the account. */
  profile: {
    edit: 'Edit Profile',
    tabs: { info: 'Profile Info', account: 'Account Settings' },
    loadFailed: 'Could not load this profile',
    notSaved: 'This profile is not saved on this device. Connect to the internet to see it.',
    /** The info card. */
    notSpecified: 'Not specified',
    hourlyRate: 'Hourly Rate',
    responsiveness: 'Responsiveness',
    /** A mentor with reviews who has answered too few applications for a response time (stats.responsivenessLine). */
    responseUnknown: 'Too few applications answered to tell',
    /** Sessions both the student and the mentor confirmed in the booking follow-ups (stats.sessionsText). */
    sessionsConfirmed: (n: number) => counted(n, ['confirmed session', 'confirmed sessions']),
    /** The mentor page's field of them. */
    sessions: 'Sessions',
    noSessions: 'No confirmed sessions yet',
    noBio: 'No bio yet.',
    about: 'About',
    noExpertise: 'No expertise listed yet.',
    /** The edit form. */
    emailHint: 'Changing it sends a verification link to the new address.',
    changePassword: 'Change password',
    keepPassword: 'Leave empty to keep your current password.',
    /** The mentor's fields (MentorFields.tsx). */
    bioPlaceholder: 'Tell students about your experience, what you can help with and how you mentor.',
    /** The bio's counter against its minimum: "12/50 characters". */
    bioCounter: (counter: string) => `${counter} characters`,
    specializationPlaceholder: 'Choose your field',
    customSpecialization: 'Your specialization',
    customSpecializationPlaceholder: 'e.g. Quantum Computing',
    topmate: 'Topmate URL',
    topmatePlaceholder: `https://${BOOKING_HOST}/username/`,
    topmateHint: 'Students book sessions with you through this link.',
    hourlyRateUsd: 'Hourly Rate (USD)',
    hourlyRateHint: 'Whole dollars; 0 means free.',
    expertiseFull: `Up to ${LIMITS.expertiseTags} tags.`,
    expertiseHint: 'Type a skill and press Enter or the plus button.',
    expertisePlaceholder: 'e.g. React',
    addExpertise: 'Add expertise',
    expertiseTags: 'Expertise tags',
    removeTag: (tag: string) => `Remove ${tag}`,
    /** /create-profile and the dialog that asks a mentor for the missing fields. */
    createTitle: 'Complete Your Professional Profile',
    createIntro:
      'Students choose mentors by their background and expertise. Tell them about yours and add the Topmate link they book sessions with.',
    skip: 'Skip for Now',
    complete: 'Complete Profile',
    completionTitle: 'Complete Your Mentor Profile',
    completionIntro: 'Students need your bio, specialization and Topmate link to choose and book you. Please complete them to continue.',
    saveProfile: 'Save Profile',
    /** The Account Settings tab. */
    account: 'Account',
    notSet: 'Not set',
    accountType: 'Account type:',
    deleteAccount: 'Delete Account',
    deleteAccountText:
      'Permanently deletes your account, your profile and everything you created: projects, videos, applications, messages, discussions and comments. This cannot be undone.',
    /** The mentor's Projects tab. */
    myProjectsIntro: 'Practice projects you publish for students.',
  },
  /** The "Something went wrong" screen of a render error (app/ErrorBoundary.tsx); its first button is TEXTS.actions.tryAgain. */
  errorScreen: {
    title: 'Something went wrong',
    intro: 'An unexpected error occurred. This might be due to a temporary issue.',
    details: 'Error details',
    reload: 'Reload Page',
  },
  /** Relative times (web/src/lib/dates.ts); the early cards' script reads them from timeWords.ts. */
  time: TIME_WORDS,
  projectThread: {
    messages: 'Messages',
    message: 'Message',
    placeholder: 'Type your message…',
    hint: 'Enter sends · Shift+Enter: new line',
    send: 'Send',
  },
  enrollment: {
    /** The student's button in the project dialog. */
    button: {
      pending: 'Application pending',
      needs_info: 'Mentor needs more info',
      approved: 'Application approved',
      rejected: 'Application rejected',
      withdrawn: 'Application withdrawn',
      expired: 'Application expired',
    },
    /** Badges on the student's card, the mentor's dashboard and the project dialog. */
    status: {
      pending: 'Pending',
      needs_info: 'Needs info',
      approved: 'Approved',
      rejected: 'Rejected',
      withdrawn: 'Withdrawn',
      expired: 'Expired',
    },
    ...PROJECT_CARD_TEXTS,
    full: 'Full',
    waitingLong: `Waiting ${LIMITS.enrollmentWaitingHighlightDays}+ days`,
    /** How long a pending application has waited for the mentor, in whole days. */
    waitingDays: (days: number) => (days === 0 ? 'Waiting since today' : days === 1 ? 'Waiting 1 day' : `Waiting ${days} days`),
    askForInfo: 'Ask for More Info',
    /** Rejecting with care: a confirmation, an optional reason from REJECT_REASONS and a note, which the student reads. */
    reject: 'Reject',
    rejectTitle: 'Reject application?',
    rejectMessage: (student: string, project: string) =>
      `Reject ${student}’s application to “${project}”? They will read your reason and note, and can apply again.`,
    rejectReasonLabel: 'Reason (optional)',
    noReason: 'No reason given',
    rejectNoteLabel: 'Note to the student (optional)',
    rejectReasons: REJECT_REASON_TEXTS,
    mentorsReason: MENTORS_REASON,
    mentorsNote: MENTORS_NOTE,
    questionLabel: 'Your question to the student',
    sendQuestion: 'Send Question',
    mentorAsked: 'The mentor asked',
    youAsked: 'You asked',
    yourAnswer: 'Your answer',
    studentAnswered: 'The student answered',
    sendAnswer: 'Send Answer',
    /** An application's lines in the mentor's list and on the student's dashboard. */
    applied: (date: string) => `Applied ${date || TIME_WORDS.justNow}`,
    mentor: (name: string) => `Mentor: ${name}`,
    linkedin: 'LinkedIn Profile',
    approveLabel: (student: string) => `Approve ${student}`,
    deleteLabel: (student: string) => `Delete application from ${student}`,
    /** The one word for the student's move, on every screen (docs/decisions.md, "One vocabulary for applications"). */
    apply: 'Apply',
    applyAgain: 'Apply again',
    applyTitle: (project: string) => `Apply to ${project}`,
    linkedinLabel: 'LinkedIn Profile URL',
    linkedinPlaceholder: `https://www.${LINKEDIN_HOST}/in/username`,
    applyIntro: (mentor: string) => `Share your LinkedIn profile so ${mentor} can learn about you before deciding on your application.`,
    /** The application's message (LIMITS.applicationMessageMin to applicationMessageMax characters), and its counter. */
    messageLabel: 'What do you want to get out of this project?',
    messageCounter: (count: number) => `${count}/${LIMITS.applicationMessageMax} characters (at least ${LIMITS.applicationMessageMin})`,
    /** What the mentor reads with an application: the student's message. */
    studentsMessage: 'Their message',
    /** Before sending: when the request would expire (expiresAt of a request sent now), and how soon the mentor answers. */
    applyExpires: (date: string) =>
      `If the mentor does not answer within ${LIMITS.enrollmentExpiryDays} days, your application expires on ${date}.`,
    applyResponseTime: (mentor: string, responsiveness: string) => `${mentor}: ${responsiveness}`,
    send: 'Send application',
    withdraw: 'Withdraw application',
    myApplications: 'My applications',
    /** The mentor's dashboard tab and counts. */
    applications: 'Applications',
    viewApplications: 'View applications',
    approvedStudents: 'Approved students',
    totalApplications: 'Total applications',
    pendingApplications: 'Pending applications',
    mentorsPublish: 'Students apply to projects; as a mentor you can publish your own.',
    /** What the student reads under their application's state. */
    notes: {
      pending: 'Your application is waiting for the mentor’s decision.',
      needs_info: 'The mentor needs more information before deciding. Answer below.',
      approved: 'Your application was approved. Join the conversation in the project discussion.',
      rejected: 'The mentor did not accept your application. You can apply again.',
      withdrawn: 'You withdrew your application. You can apply again.',
      expired: 'The mentor did not answer in time, so your application expired. You can apply again.',
    },
    sentWhenOnline: 'It will be sent when you are back online.',
    /** A pending application's deadline (the server expires it LIMITS.enrollmentExpiryDays after it started waiting). */
    expiresOn: (date: string) => `Expires on ${date} if the mentor does not answer`,
    waitingForStudent: 'Waiting for the student to answer',
    notAccepting: 'Not accepting applications',
    pausedByExpiry: `New applications are paused: ${LIMITS.autoPauseExpired} or more of your applications expired in the last ${LIMITS.autoPauseWindowDays} days without an answer. Students see "Not accepting applications" on your projects.`,
    pausedBySelf: 'New applications are paused. Students see "Not accepting applications" on your projects.',
    resume: 'Resume accepting applications',
    pause: 'Pause new applications',
    resumed: 'You are accepting applications again',
    paused: 'New applications are paused',
    pauseFailed: 'Failed to change whether you accept applications',
  },
  /** A mentor's public page (/profile/{id}): what a visitor reads, and what a shared link's preview shows. */
  mentorPage: {
    projects: 'Projects',
    videos: 'Videos',
    noProjects: 'No projects published yet.',
    noVideos: 'No videos shared yet.',
    title: (name: string) => `${name}, mentor on ${PRODUCT_NAME}`,
    description: (name: string, specialization: string) =>
      `${name}${specialization ? `, ${specialization}` : ''}: projects, videos and booking on ${PRODUCT_NAME}.`,
    signInToSee: 'Please sign in to see this profile',
  },
  /**
   * Each route's document title (the browser's tab, history and bookmarks): `title(...)` adds the product's name to
   * a screen's own words. The data pages' titles are in their build-time shells too (startup/build/pages.ts).
   */
  pageTitles: {
    title: (page: string) => `${page} · ${PRODUCT_NAME}`,
    home: `${PRODUCT_NAME} · Mentorship, projects and career growth`,
    lists: { mentors: 'Mentors', projects: 'Projects', discussions: 'Community', videos: 'Career Hub' } satisfies Record<ListName, string>,
    signIn: 'Sign in',
    signUp: 'Sign up',
    forgotPassword: 'Forgot password',
    resetPassword: 'Reset password',
    authCallback: 'Signing in',
    contact: 'Contact',
    about: 'About',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    notFound: 'Page not found',
    dashboard: 'Dashboard',
    ownProfile: 'Your profile',
    profile: 'Profile',
    notifications: 'Notifications',
    createProfile: 'Create your profile',
    createProject: 'New project',
    uploadVideo: 'Share a video',
    youtubeSetup: 'YouTube setup',
    admin: 'Admin',
    setAdmin: 'Become the first admin',
    newDiscussion: 'New discussion',
    discussion: 'Discussion',
    projectDiscussion: 'Project discussion',
  },
  /**
   * What a shared link's preview says (functions/src/preview.ts: the HTML served for a mentor, a project, a
   * discussion or a video) when the item has no text of its own to show; the titles are `pageTitles.title(...)`.
   */
  linkPreview: {
    project: (mentor: string) => `A practice project guided by ${mentor} on ${PRODUCT_NAME}.`,
    discussion: (author: string) => `A community discussion started by ${author} on ${PRODUCT_NAME}.`,
    video: (mentor: string) => `A career video shared by ${mentor} on ${PRODUCT_NAME}.`,
  },
  /** The /admin Audit tab: what each admin action is called in the list. */
  audit: {
    actions: {
      promote: 'Promoted to admin',
      demote: 'Removed admin rights',
      delete_user: 'Deleted user',
      delete_project: 'Deleted project',
      delete_video: 'Deleted video',
      delete_discussion: 'Deleted discussion',
      delete_comment: 'Deleted comment',
      delete_enrollment: 'Deleted application',
      edit_project: 'Edited project',
      suspend_user: 'Suspended user',
      lift_suspension: 'Lifted suspension',
      dismiss_report: 'Dismissed reports',
      delete_message: 'Deleted project message',
      delete_review: 'Deleted review',
      reopen_review: 'Reopened review',
    },
    you: 'you',
    /** A suspension's entry in words: whom, for how long and why (older entries recorded neither period nor reason). */
    suspension: (name: string, period: string | null, reason: string | null) =>
      `Suspended ${name}${period ? ` ${period}` : ''}${reason ? ` · ${reason}` : ''}`,
    suspensionPeriods: {
      day: 'for a day',
      week: 'for a week',
      month: 'for 30 days',
      forever: 'for good',
    } satisfies Record<SuspensionPeriod, string>,
  },
  /** Confirmation dialogs: title, what will happen, and the confirm button. */
  confirm: {
    deleteComment: { title: 'Delete comment?', message: 'The comment and its likes will be removed.', action: 'Delete' },
    deleteReview: {
      title: 'Delete your review?',
      message: (mentor: string) => `Your review of ${mentor} and ${mentor}’s reply will be removed for everyone. You can write a new one later.`,
      action: 'Delete review',
    },
    deleteDiscussion: {
      title: 'Delete discussion?',
      message: 'The discussion, its comments and its likes will be removed for everyone.',
      action: 'Delete',
    },
    deleteProject: {
      title: 'Delete Project',
      message: (title: string) =>
        `Delete “${title}”? Its applications and discussion will be deleted too. This cannot be undone.`,
      action: 'Delete Project',
    },
    approveEnrollment: {
      title: 'Approve application',
      message: (student: string, project: string) =>
        `Approve ${student} for “${project}”? They will be able to join the project discussion.`,
      action: 'Approve',
    },
    withdrawEnrollment: {
      title: 'Withdraw application?',
      message: (project: string) =>
        `Withdraw your application to “${project}”? The mentor will no longer see it as waiting. You can apply again later.`,
      action: 'Withdraw application',
    },
    deleteEnrollment: {
      title: 'Delete application',
      message: (status: string, student: string) => `Delete the ${status} application from ${student}? This cannot be undone.`,
      action: 'Delete',
    },
    /** Asked (in the browser's own confirm box) when some writes are still queued at sign-out. */
    signOutWithUnsentChanges:
      "Some of your changes haven't been sent yet (you may be offline). If you sign out now, they will be lost. Sign out anyway?",
    deleteAccount: {
      title: 'Delete your account?',
      message: 'This permanently deletes your account and everything you created. This cannot be undone.',
      action: 'Yes, delete my account',
    },
    adminDeleteContent: {
      title: (noun: string) => `Delete ${noun}?`,
      message: (title: string) => `"${title}" will be permanently deleted. This cannot be undone.`,
      action: 'Delete',
    },
    adminDeleteUser: {
      title: 'Delete user?',
      message: (name: string) =>
        `${name}'s account will be permanently deleted, with everything they own: ` +
        'profile, projects, videos, applications, discussions, comments and likes. This cannot be undone.',
      unnamed: 'This user',
      action: 'Delete user',
    },
  },
  /** How a person is named next to what they made: a video's card, a comment's report, the admin's lists. */
  people: {
    by: (name: string) => `by ${name}`,
    /** A video's mentor shared it: it is not theirs (a TED talk, a conference's recording). */
    sharedBy: (name: string) => `Shared by ${name}`,
  },
  /** Button labels used on many screens. */
  actions: {
    cancel: 'Cancel',
    delete: 'Delete',
    signIn: 'Sign In',
    tryAgain: 'Try Again',
    resetFilters: 'Reset Filters',
    exploreProject: 'Explore Project',
    getStarted: 'Get Started',
    contactUs: 'Contact Us',
    edit: 'Edit',
    saveChanges: 'Save Changes',
    createProject: 'Create Project',
    uploadVideo: 'Upload Video',
    goToDashboard: 'Go to Dashboard',
  },
  /** Texts for keyboard and screen-reader users that the screen does not otherwise show. */
  a11y: {
    skipToContent: 'Skip to main content',
    closeNotification: 'Close notification',
    close: 'Close',
  },
  /** Labels of the fields several forms and pages share (components/formFields.tsx, the profile, the content forms). */
  fields: {
    displayName: 'Display Name',
    fullName: 'Full Name',
    email: 'Email',
    location: 'Location',
    title: 'Title',
    description: 'Description',
    category: 'Category',
    name: 'Name',
    message: 'Message',
    bio: 'Bio',
    specialization: 'Specialization',
    expertise: 'Expertise',
    locationPlaceholder: 'City, Country',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    newPassword: 'New Password',
    confirmNewPassword: 'Confirm New Password',
    showPassword: 'Show or hide password',
    showNewPassword: 'Show or hide new password',
    showConfirmation: 'Show or hide password confirmation',
  },
  /** The admin dashboard's Users tab. */
  adminUsers: {
    /** The tab's list ("Failed to load users"). */
    noun: 'users',
    search: 'Search by name or user id',
    you: 'You',
    joined: (date: string) => ` · joined ${date}`,
    makeAdmin: 'Make Admin',
    makeAdminLabel: (name: string) => `Make Admin: ${name}`,
    removeAdmin: 'Remove Admin',
    removeAdminLabel: (name: string) => `Remove Admin from ${name}`,
    cannotRemoveOwnAdmin: "You can't remove your own admin rights",
    delete: 'Delete',
    deleteLabel: (name: string) => `Delete user ${name}`,
    deleteOwnFromProfile: 'Delete your own account from your profile',
  },
  /** The admin dashboard's content tabs (projects, videos, discussions). */
  adminContent: {
    open: 'Open',
    delete: 'Delete',
    openLabel: (noun: string, title: string) => `Open ${noun} ${title}`,
    openInNewTabLabel: (noun: string, title: string) => `Open ${noun} ${title} (opens in a new tab)`,
    deleteLabel: (noun: string, title: string) => `Delete ${noun} ${title}`,
    search: {
      projects: 'Search by title, description, category or mentor',
      videos: 'Search by title, description or mentor',
      discussions: 'Search by title, content, category or author',
    },
    /** What one item of each tab is called ("Delete project?"), and the tab's list ("Search projects"). */
    kinds: { project: 'project', video: 'video', discussion: 'discussion', enrollment: 'application' } satisfies Record<
      Exclude<AdminDeleteKind, 'comment'>,
      string
    >,
    nouns: { projects: 'projects', videos: 'videos', discussions: 'discussions' },
    /** The title a row shows for a document that has none. */
    untitled: { project: 'Untitled project', video: 'Untitled video', discussion: 'Untitled discussion' },
  },
  /** The admin dashboard (/admin): its heading and tabs, the Messages and Audit tabs. */
  admin: {
    title: 'Admin Dashboard',
    intro: 'Manage users, projects, videos, discussions and contact messages, and see every admin action.',
    tabs: { users: 'Users', projects: 'Projects', videos: 'Videos', discussions: 'Discussions', messages: 'Messages', audit: 'Audit' },
    messagesNoun: 'messages',
    messagesSearch: 'Search by name, email, subject or message',
    noSubject: '(no subject)',
    showMore: 'Show more',
    showLess: 'Show less',
    auditNoun: 'audit entries',
    auditSearch: 'Search by action, target or admin id',
  },
  /** The admin lists: search, the count line and the next page. */
  adminList: {
    search: (noun: string) => `Search ${noun}`,
    matching: (shown: number, noun: string, loaded: number) => `${shown} matching ${noun} among ${loaded} loaded`,
    showing: (count: number, noun: string) => `Showing ${count} ${noun}`,
    searching: 'Searching…',
    loading: 'Loading…',
    loadMore: 'Load more',
  },
  /** /set-admin: the first user makes themselves admin while the platform is new. */
  setAdmin: {
    title: 'Initial Admin Setup',
    intro: `While the platform has ${LIMITS.setAdminMaxProfiles} or fewer profiles, a signed-in user can make themselves the first admin. Admins manage users, projects, videos and discussions.`,
    alreadyAdmin: 'You are already an admin.',
    goToAdmin: 'Go to Admin Dashboard',
    goHome: 'Go Home',
    checkFailed: 'Could not check the setup status',
    granted: 'You are now an admin!',
    redirecting: 'Taking you to the admin dashboard…',
    makeMeAdmin: 'Make Me Admin',
  },
  /** /youtube-setup: the admin connects the platform's YouTube channel. */
  youtubeSetup: {
    title: 'YouTube Setup',
    intro: "Connect the platform's YouTube channel so mentors can upload video files.",
    /** The integration's state: its badge and what it means. */
    states: {
      checking: { label: 'Checking', text: 'Checking setup status…' },
      needs_setup: {
        label: 'Setup required',
        text: "No YouTube channel is connected. Mentors can't upload video files until the setup below is completed.",
      },
      ready: { label: 'Ready', text: "The channel is connected: mentors' video files are uploaded to it." },
      expired: {
        label: 'Expired',
        text: 'The authorization has expired or stopped working. Refresh the token, or start the authorization again.',
      },
    },
    status: 'Integration status',
    checkAgain: 'Check again',
    checkAgainLabel: 'Check status again',
    /** The token's details. */
    tokenAge: 'Token age',
    expiresIn: 'Expires in',
    lastUsed: 'Last used',
    errorsSinceSuccess: 'Errors since last success',
    days: (count: number) => `${count} days`,
    unknown: 'Unknown',
    never: 'Never',
    lastError: 'Last error',
    aging: 'Token aging',
    agingText:
      `This token is more than ${LIMITS.youtubeTokenAgingDays} days old. Tokens of apps in testing mode expire after ${LIMITS.youtubeTokenLifetimeDays} days: authorize again before it runs out.`,
    /** The three steps. */
    authorizeStep: '1. Authorize the channel',
    redirectHint: 'The Google Cloud OAuth client (web application) must list this redirect URI:',
    copy: 'Copy',
    copied: 'Copied',
    copyLabel: 'Copy redirect URI',
    startAuthorization: 'Start Authorization',
    codeStep: '2. Enter the authorization code',
    code: 'Authorization code',
    codePlaceholder: 'Paste the code from Google',
    completeSetup: 'Complete Setup',
    keepStep: '3. Keep it working',
    keepIntro: 'Refresh the token to check it is still accepted; the test runs a demo upload without sending anything to YouTube.',
    refreshToken: 'Refresh Token',
    testUpload: 'Test Upload',
  },
  /** What a person's account is, on badges and in settings (session/roles.ts, roleLabel). */
  roles: { mentor: 'Mentor', student: 'Student', admin: 'Admin' },
  /** Counted words (`counted(3, TEXTS.counts.like)`: "3 likes"). */
  counts: {
    like: ['like', 'likes'],
    comment: ['comment', 'comments'],
    hour: ['hour', 'hours'],
  } satisfies Record<string, CountWord>,
  /** Video ratings: the card's line, the player dialog's control and its outcome. */
  ratings: {
    ...AVERAGE_LINES.ratings,
    /** Each star's name in the control: "1 star", "4 stars". */
    star: (stars: number) => counted(stars, ['star', 'stars']),
    label: 'Rate this video',
    yours: (stars: number) => `You rated it ${stars} out of 5`,
    signInToRate: 'Sign in to rate this video',
    /** In place of the stars, to the video's own mentor. */
    ownVideo: "You can't rate your own video.",
    saved: 'Thanks for rating this video',
    savedOffline: "Your rating will be saved when you're back online",
    saveFailed: 'Failed to save your rating',
  },
  /** Reviews of mentors: the card's and the profile's line, the list, the student's form and the mentor's reply. */
  reviews: {
    ...AVERAGE_LINES.reviews,
    title: 'Reviews',
    /** The directory's rating filter and sort. */
    filterLabel: 'Rating',
    allRatings: 'All ratings',
    fourUp: '4 stars and up',
    topRated: 'Top rated',
    empty: 'No reviews yet.',
    loading: 'Loading reviews',
    failed: 'Could not load the reviews. Please try again.',
    loadMore: 'Load more reviews',
    stars: (stars: number) => `${stars} out of 5 stars`,
    replyHeading: (mentor: string) => `Reply from ${mentor}`,
    write: 'Write a review',
    edit: 'Edit your review',
    yours: 'Your review',
    formStars: 'Your rating',
    formText: 'Your review',
    formTextHint: `${LIMITS.reviewTextMin} to ${LIMITS.reviewText} characters about your session`,
    textTooShort: `Write at least ${LIMITS.reviewTextMin} characters`,
    starsRequired: 'Choose from 1 to 5 stars',
    submit: 'Publish review',
    editUntil: (date: string) => `You can edit your review until ${date}.`,
    /** An approved request before it weighs (LIMITS.reviewAfterApprovalDays and activity in the project). */
    reviewFrom: (date: string) => `You can review this mentor from ${date}, a week after your approval.`,
    reviewAfterActivity: "You can review this mentor once you have taken part in the project's discussion.",
    /** A session the student confirmed, waiting for the mentor's side (the date: when their silence lets it stand). */
    reviewAfterMentor: (date: string | null) =>
      `You can review this mentor once they confirm your session${date ? `, or from ${date} if they do not answer` : ''}.`,
    /** On a review standing on a session: who confirmed it. */
    confirmedBy: { both: 'Session confirmed by both', student: 'Session confirmed by the student' } satisfies Record<SessionConfirmation, string>,
    /** The basis's window ran out, or moderation removed the review on it. */
    windowClosed: 'You can no longer review this mentor on your past session or project.',
    saved: 'Your review is published',
    savedOffline: "Your review will be published when you're back online",
    saveFailed: 'Failed to save your review',
    reply: 'Reply',
    replyLabel: 'Your public reply',
    replySubmit: 'Publish reply',
    replySaved: 'Your reply is published',
    replyFailed: 'Failed to save your reply',
    delete: 'Delete review',
    deleted: 'Your review is deleted',
    deleteFailed: 'Failed to delete your review',
  },
  /** The booking follow-up: the dashboard's question after a click on "Book on Topmate". */
  followUps: {
    title: 'Your sessions',
    question: sessionQuestion,
    yes: 'Yes',
    no: 'No',
    notYet: 'Not yet',
    thanksYes: `Thanks! We will ask the mentor too. You can review them once they confirm, or if they have not answered ${LIMITS.sessionCheckDays} days after we ask.`,
    thanksNo: 'Thanks for telling us. Our team will look into it.',
    thanksNotYet: `We will ask again in ${LIMITS.followUpDays} days.`,
    answerFailed: 'Failed to save your answer',
    loadFailed: 'Failed to load your booked sessions',
  },
  /** The mentor's side of a booked session: the dashboard's question after the student's "Yes". */
  sessionChecks: {
    title: 'Sessions students booked',
    question: sessionCheck,
    yes: 'Yes',
    no: 'No',
    thanksYes: 'Thanks! Their review will show the session as confirmed by both of you.',
    thanksNo: 'Thanks for telling us. They cannot review you on this session.',
    answerFailed: 'Failed to save your answer',
    loadFailed: 'Failed to load the sessions students booked',
  },
  /** The admin's Users tab: a mentor reported for no-shows by this many distinct students. */
  noShows: {
    flag: (count: number) => `No-shows reported by ${counted(count, ['student', 'students'])} in ${LIMITS.noShowWindowDays} days`,
  },
  /** Reports, suspensions and abuse limits (model/src/moderation.ts). */
  moderation: {
    reasons: {
      spam: 'Spam or advertising',
      harassment: 'Harassment or hate',
      inappropriate: 'Inappropriate content',
      misinformation: 'False or misleading',
      other: 'Something else',
    } satisfies Record<ReportReason, string>,
    periods: {
      day: 'For a day',
      week: 'For a week',
      month: 'For 30 days',
      forever: 'For good',
    } satisfies Record<SuspensionPeriod, string>,
    /** The banner a suspended user sees on every screen. */
    bannerTitle: 'Your account is suspended',
    bannerUntil: (until: string) => `You can read everything, but you cannot post, comment, apply or change anything until ${until}.`,
    bannerForGood: 'You can read everything, but you cannot post, comment, apply or change anything.',
    bannerReason: (reason: string) => `Reason: ${reason}.`,
    bannerAppeal: 'If you think this is a mistake, write to us through the contact page.',
    /** Refusals of the callables. */
    suspended: 'Your account is suspended: you cannot do this now.',
    cannotSuspendAdmin: 'Admins cannot be suspended. Remove their admin rights first.',
    cannotPromoteSuspended: 'A suspended user cannot be made an admin. Lift their suspension first.',
    cannotRemoveProfile: 'A profile cannot be removed: suspend or delete its user instead.',
    /** What each reportable thing is called (REPORT_TARGETS). */
    kinds: {
      discussion: 'discussion',
      comment: 'comment',
      project_message: 'message',
      video: 'video',
      profile: 'profile',
      review: 'review',
    } satisfies Record<ReportTargetKind, string>,
    /** The Report action and its dialog. */
    report: 'Report',
    reportLabel: (kind: string, what: string) => `Report ${kind} ${what}`,
    reportTitle: (kind: string) => `Report this ${kind}`,
    reportIntro: 'Tell us what is wrong. Only admins see reports; the author is not told who reported.',
    noteLabel: 'Anything else we should know? (optional)',
    send: 'Send report',
    sent: 'Thank you. An admin will look at your report.',
    sendFailed: 'Failed to send the report. Please try again.',
    alreadyReported: 'You have already reported this, or your account cannot report right now.',
    /** Blocking a person (model/src/moderation.ts, `blocks`): the action, its dialog, the hidden line, Settings. */
    block: 'Block',
    blockLabel: (name: string) => `Block ${name}`,
    blockTitle: (name: string) => `Block ${name}?`,
    blockMessage: (name: string) =>
      `You will no longer see ${name}'s discussions, comments, reviews and messages, and they cannot apply to your projects. They are not told.`,
    blocked: (name: string) => `${name} is blocked`,
    blockFailed: 'Failed to block. Please try again.',
    blockFull: `You can block at most ${LIMITS.blocks} people. Unblock someone first.`,
    unblock: 'Unblock',
    unblockLabel: (name: string) => `Unblock ${name}`,
    unblocked: (name: string) => `${name} is unblocked`,
    unblockFailed: 'Failed to unblock. Please try again.',
    /** The "…" menu of a message's actions (Report, Block) in a project's discussion. */
    messageActions: (name: string) => `Actions for ${name}'s message`,
    hiddenByBlock: (count: number) => (count === 1 ? '1 hidden from a blocked user' : `${count} hidden from blocked users`),
    blockedPeople: 'Blocked people',
    blockedNoun: 'blocked people',
    blockedPeopleIntro: 'You do not see what these people post, and they cannot apply to your projects. They are not told.',
    blockedNone: 'You have not blocked anyone.',
    blockedLoadFailed: 'Could not load the people you blocked.',
    blockedGone: 'Deleted account',
    loadingBlocked: 'Loading blocked people',
    /** The admin's controls (the Users and Reports tabs). */
    suspend: 'Suspend',
    suspendLabel: (name: string) => `Suspend ${name}`,
    suspendTitle: (name: string) => `Suspend ${name}`,
    suspendIntro: 'A suspended user can read but cannot post, comment, apply, report or change anything until the suspension ends.',
    period: 'How long',
    reason: 'Reason',
    lift: 'Lift suspension',
    liftLabel: (name: string) => `Lift suspension of ${name}`,
    liftTitle: (name: string) => `Lift the suspension of ${name}?`,
    liftMessage: 'They can post, comment, apply and report again at once. The audit log records who lifted it.',
    suspendedBadge: 'Suspended',
    suspendedUntil: (until: string) => `Suspended until ${until}`,
    suspendedForGood: 'Suspended for good',
    suspendedToast: 'User suspended',
    liftedToast: 'Suspension lifted',
    /** An admin action that found its work done already (by another admin, in another tab): nothing changed, nothing audited. */
    alreadyDone: 'Already done: nothing needed changing.',
    /** A removed review's audit entry: let its student write it again (a fresh review window). */
    reopenReview: 'Let them review again',
    reopenReviewLabel: (what: string) => `Let them review again: ${what}`,
    reopenedReview: 'The student may review this mentor again',
    reopenFailed: 'Failed to reopen the review',
    suspendFailed: 'Failed to suspend the user',
    liftFailed: 'Failed to lift the suspension',
    /** The admin Reports tab. */
    reportsTab: 'Reports',
    reportsNoun: 'reports',
    reportsSearch: 'Search by text, author or reason',
    reportCount: ['report', 'reports'] as CountWord,
    dismiss: 'Dismiss',
    dismissLabel: (kind: string, what: string) => `Dismiss the reports of ${kind} ${what}`,
    remove: 'Remove',
    removeLabel: (kind: string, what: string) => `Remove ${kind} ${what}`,
    suspendAuthorLabel: (name: string) => `Suspend the author, ${name}`,
    removeTitle: (kind: string) => `Remove this ${kind}?`,
    removeMessage: 'It is deleted for everyone, and its reports are closed. This cannot be undone.',
    dismissed: 'Reports dismissed',
    removed: 'Content removed',
    resolveFailed: 'Failed to resolve the reports',
    /** The Reports tab's link to where the reported thing is shown (a video: its mentor's page, which lists it). */
    open: {
      discussion: 'Open discussion',
      comment: 'Open discussion',
      project_message: 'Open project discussion',
      video: 'Open mentor’s videos',
      profile: 'Open profile',
      review: 'Open reviews',
    } satisfies Record<ReportTargetKind, string>,
    openLabel: (open: string, kind: string, what: string) => `${open} for ${kind} ${what}`,
  },
  /** Screen-reader labels of spinners and loading placeholders. */
  loading: {
    page: 'Loading',
    mentors: 'Loading mentors',
    projects: 'Loading projects',
    videos: 'Loading videos',
    discussions: 'Loading discussions',
    comments: 'Loading comments',
    enrollments: 'Loading applications',
    enrollmentRequests: 'Loading applications',
    project: 'Loading project',
    list: (items: string) => `Loading ${items}`,
    adminCheck: 'Checking admin permissions',
    setupStatus: 'Checking setup status',
    dashboard: 'Loading dashboard',
    discussion: 'Loading discussion',
    messages: 'Loading messages',
    resetLink: 'Checking your reset link',
    profile: 'Loading profile',
    /** A dashboard figure still loading: "Total Projects loading". */
    stat: (label: string) => `${label} loading`,
  },
  /**
   * The headings and intros of the data pages (the pages and their build-time shells show them), and what the
   * offline banner calls each list's copy on the device ("Career videos last refreshed ..."), and the noun of its
   * count line and Load more button ("12 mentors", "Load more mentors").
   */
  listPages: {
    mentors: {
      title: 'Find Your Mentor',
      intro: 'Connect with industry professionals who can guide your career, review your work and help you grow.',
      copy: 'Mentors',
      noun: 'mentors',
    },
    projects: {
      title: 'Practice Projects',
      intro: 'Build real-world skills on projects guided by industry mentors.',
      copy: 'Projects',
      noun: 'projects',
    },
    discussions: {
      title: 'Community Discussions',
      intro: 'Ask questions, share what you have learned and get advice from mentors and fellow students.',
      copy: 'Discussions',
      noun: 'discussions',
    },
    videos: {
      title: 'Career Development Hub',
      intro: 'Career guidance videos from industry mentors: interviews, skills and growing in your first roles.',
      copy: 'Career videos',
      noun: 'videos',
    },
  } satisfies Record<ListName, { title: string; intro: string; copy: string; noun: string }>,
  /** The search, filter and sort controls above the public lists. */
  filters: {
    /** The projects' and the videos' category filter (its label is TEXTS.fields.category). */
    allCategories: 'All categories',
    /** A list's filters on a phone: one button with the number of filters on, and the sheet it opens. */
    sheet: {
      button: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
      title: 'Filters',
      done: 'Show results',
    },
    mentors: {
      region: 'Filter mentors',
      search: 'Search mentors',
      searchPlaceholder: 'Name, specialization, expertise or bio',
      industry: 'Industry',
      allIndustries: 'All industries',
      rate: 'Hourly rate',
      allRates: 'All rates',
      sort: 'Sort by',
      sorts: { recommended: 'Recommended', name: 'Name', responsive: 'Most responsive' },
      /** The one line under the filters while Recommended is chosen (stats.recommendedScore): what it weighs. */
      recommendedHint: 'reviews, confirmed sessions, response time and open to applications',
    },
    projects: {
      region: 'Filter projects',
      difficulty: 'Difficulty',
      allDifficulties: 'All levels',
    },
    discussions: { search: 'Search discussions', searchPlaceholder: 'Search by title, content or tags' },
    videos: {
      region: 'Filter videos',
      search: 'Search videos',
      searchPlaceholder: 'Title, description or mentor',
      mentor: 'Mentor',
      allMentors: 'All mentors',
    },
  },
  /** A video's card, its player dialog and the mentor's own list. */
  videos: {
    watch: 'Watch Video',
    playerTitle: (title: string) => `YouTube video player: ${title}`,
    playsOnline: "The video will play here when you're back online. Its details are below.",
    cannotPlay: "This video can't be played here.",
    openOnYoutube: 'Open on YouTube',
    viewMentorProfile: 'View Mentor Profile',
    myVideosIntro: 'Career videos you share in the Career Hub.',
  },
  /** /upload-video: a YouTube link or a file for the platform's channel. */
  uploadVideo: {
    intro: 'Share a career video with students: paste a YouTube link or upload a video file.',
    source: 'Video source',
    sources: { 'youtube-url': 'YouTube URL', 'file-upload': 'Upload File' },
    url: 'YouTube URL',
    urlPlaceholder: 'https://www.youtube.com/watch?v=...',
    urlHint: 'Watch, youtu.be, Shorts and embed links all work.',
    preview: 'Video preview',
    videoId: 'Video ID:',
    file: 'Video file',
    filePlaceholder: 'Choose an MP4, MOV or WebM file',
    fileHint: `Up to ${LIMITS.videoFileMegabytes} MB. The video is uploaded to the platform's YouTube channel as unlisted.`,
    duration: 'Duration (optional)',
    durationPlaceholder: 'e.g. 12:34',
    progress: 'Upload progress',
    preparing: 'Preparing your video…',
    uploading: 'Uploading to YouTube…',
    uploaded: 'Upload complete',
    save: 'Save Video',
  },
  /** The contact page (/contact): the ways to reach us and the message form. */
  contact: {
    intro: 'Have a question, feedback or a partnership idea? Reach out using the details below or send us a message.',
    general: 'General inquiries',
    support: 'Support',
    phone: 'Phone',
    customerService: 'Customer service',
    technicalSupport: 'Technical support',
    address: 'Address',
    headquarters: 'Headquarters',
    formTitle: 'Send Us a Message',
    name: 'Your Name',
    emailAddress: 'Email Address',
    subject: 'Subject',
    message: 'Your Message',
    characters: (count: number, max: number) => `${count}/${max} characters`,
    send: 'Send Message',
    sending: 'Sending...',
    sentTitle: 'Message Sent Successfully!',
    sentText: 'Thank you for reaching out. Our team will get back to you as soon as possible.',
    sendAnother: 'Send Another Message',
  },
  /** A mentor's card in the directory. */
  mentorCard: {
    ...MENTOR_CARD_TEXTS,
    viewProfile: 'View Profile',
  },
  /** The public lists read a page at a time: the Load more button, the end, the count and the offline line. */
  lists: {
    loadMore: (noun: string) => `Load more ${noun}`,
    loadingMore: (noun: string) => `Loading more ${noun}`,
    moreFailed: (noun: string) => `Could not load more ${noun}. Please try again.`,
    /** The list could not be read and the device holds no copy of it (its advice: TEXTS.alerts.checkConnectionAgain). */
    loadFailed: (noun: string) => `Failed to load ${noun}`,
    /** Why Load more is disabled while the list shows the device's copy (offline, or the server did not answer). */
    moreOffline: (noun: string) => `More ${noun} will load when you're back online.`,
    end: (total: number, noun: string) => (total === 1 ? `You've seen the only ${singular(noun)}` : `You've seen all ${total} ${noun}`),
    count: (total: number, noun: string) => counted(total, [singular(noun), noun]),
    /** A server search's total: "3 discussions match “react”". */
    countMatching: (total: number, noun: string, term: string) =>
      `${counted(total, [singular(noun), noun])} ${total === 1 ? 'matches' : 'match'} “${term}”`,
    shownOf: (shown: number, total: number, noun: string) => `Showing ${shown} of ${total} ${noun}`,
    savedOnDevice: (noun: string) => `Showing ${noun} saved on this device`,
    /** Offline, a search or filter looks only through the device's copy: the line says so, and how many it holds. */
    searchingSaved: (saved: number, noun: string) => `Searching the ${counted(saved, [singular(noun), noun])} saved on this device`,
    /** Offline, nothing in the device's copy matched: the server may still have some. */
    moreOnline: 'More results may come back when you are online.',
    newItems: (count: number, noun: string) => `${count} new ${plural(count, [singular(noun), noun])}`,
    showOlder: 'Show older',
  },
  /**
   * Notifications: the one specific line of each type (`notificationLine`), the bell and its panel, and the
   * switches of the account settings. The e-mail's subject and the push's title are the same line.
   */
  notifications: {
    lines: {
      request_received: ({ actor, title }: LineParts) => `${actor} applied to ${title}`,
      answer_received: ({ actor, title }: LineParts) => `${actor} answered your question about their application to ${title}`,
      request_waiting: ({ actor, title }: LineParts) =>
        `${actor}’s application to ${title} has waited ${LIMITS.enrollmentWaitingHighlightDays} days for your decision`,
      mentor_paused: () =>
        `New applications are paused: ${LIMITS.autoPauseExpired} of your applications expired without an answer. Resume from your dashboard when you are ready.`,
      info_requested: ({ actor, title }: LineParts) => `${actor} asked for more information on your application to ${title}`,
      request_approved: ({ actor, title }: LineParts) => `${actor} approved your application to ${title}`,
      request_rejected: ({ actor, title, reason }: LineParts) =>
        `${actor} rejected your application to ${title}${reason ? `. ${MENTORS_REASON}: ${REJECT_REASON_TEXTS[reason]}` : ''}`,
      request_expired: ({ title }: LineParts) => `Your application to ${title} expired without a decision. You can apply again.`,
      project_message: ({ actor, title, count }: LineParts) =>
        count > 1 ? `${count} new messages in ${title}` : `${actor} wrote in ${title}`,
      discussion_reply: ({ actor, title, count }: LineParts) =>
        count > 1 ? `${count} new replies in ${title}` : `${actor} replied in ${title}`,
      role_changed: ({ actor, role }: LineParts) => (isAdmin({ admin_role: role }) ? `${actor} made you an admin` : `${actor} removed your admin role`),
      session_follow_up: ({ actor }: LineParts) => sessionQuestion(actor),
      session_check: ({ actor }: LineParts) => sessionCheck(actor),
      review_received: ({ actor }: LineParts) => `${actor} published a review of you`,
    } satisfies Record<NotificationType, (parts: LineParts) => string>,
    /** The settings' row of each type. */
    types: {
      request_received: 'New applications',
      answer_received: 'Answers to your questions',
      request_waiting: `Applications waiting ${LIMITS.enrollmentWaitingHighlightDays} days`,
      mentor_paused: 'Applications paused',
      info_requested: 'Requests for more information',
      request_approved: 'Approved applications',
      request_rejected: 'Rejected applications',
      request_expired: 'Expired applications',
      project_message: 'Project discussion messages',
      discussion_reply: 'Replies in community discussions',
      role_changed: 'Changes to your role',
      session_follow_up: 'Questions about your booked sessions',
      session_check: 'Questions about sessions students booked',
      review_received: 'New reviews of you',
    } satisfies Record<NotificationType, string>,
    channels: { in_app: 'In app', push: 'Push', email: 'E-mail' } satisfies Record<NotificationChannel, string>,
    title: 'Notifications',
    bell: (unread: number) => (unread === 0 ? 'Notifications' : `Notifications, ${unread > LIMITS.unreadBadgeMax ? `more than ${LIMITS.unreadBadgeMax}` : unread} unread`),
    badge: (unread: number) => (unread > LIMITS.unreadBadgeMax ? `${LIMITS.unreadBadgeMax}+` : String(unread)),
    markAllRead: 'Mark all as read',
    unread: 'Unread',
    loadOlder: 'Show older notifications',
    empty: 'No notifications yet',
    emptyHint: 'You will hear here when something happens to your applications, projects and discussions.',
    loading: 'Loading notifications',
    failed: 'Could not load your notifications. Please try again.',
    seeAll: 'See all notifications',
    settingsTitle: 'Notification settings',
    settingsIntro: 'Choose how you hear about each kind of event.',
    saved: 'Notification settings saved',
    saveFailed: 'Failed to save your notification settings',
    markFailed: 'Failed to mark your notifications as read',
    pushNotConfigured: 'Push notifications are not configured on this server. You still get them in the app and by e-mail.',
    /** "Notifications on this device": registering this browser for push, and the devices that get push. */
    device: {
      title: 'Notifications on this device',
      intro: 'Get push notifications on this device for the kinds of events whose Push switch is on.',
      turnOn: 'Turn on notifications on this device',
      turningOn: 'Turning on…',
      on: 'This device gets push notifications.',
      turnedOn: 'Notifications are on for this device',
      unsupported: 'This browser cannot receive push notifications. Try a current version of Chrome, Edge, Firefox or Safari.',
      installFirst: `On iPhone and iPad, push notifications work once ${PRODUCT_NAME} is on your Home Screen: tap Share, then "Add to Home Screen", and open it from there.`,
      denied: 'Notifications are blocked for this site. Allow them in your browser’s site settings, then come back here.',
      dismissed: 'Notifications were not allowed. Press the button again when you want them.',
      failed: 'Could not turn on notifications on this device. Please try again.',
      devicesTitle: 'Devices that get push notifications',
      devicesEmpty: 'No devices get push notifications yet.',
      devicesLoading: 'Loading your devices',
      devicesFailed: 'Could not load your devices. Please try again.',
      thisDevice: 'This device',
      lastSeen: (ago: string) => `Last used ${ago}`,
      remove: 'Remove',
      removeLabel: (name: string) => `Remove ${name}`,
      removed: (name: string) => `${name} no longer gets push notifications`,
      removeFailed: 'Failed to remove the device',
      /** How a browser names itself: "Chrome on Android". */
      name: (browser: string, system: string) => `${browser} on ${system}`,
      unknownBrowser: 'Browser',
      unknownSystem: 'this device',
    },
    switchLabel: (type: string, channel: string) => `${type}: ${channel}`,
    /** The e-mail's footer: where to open it, and why it came. */
    mailOpen: `Open in ${PRODUCT_NAME}`,
    /** The rejection's note, in the e-mail only (the line carries the reason). */
    mailNote: (note: string) => `${MENTORS_NOTE}: ${note}`,
    mailWhy: `You receive this e-mail because of your notification settings in ${PRODUCT_NAME}.`,
  },
  /** Abuse limits (RATE_LIMITS): what a form says instead of writing, with when writing is possible again. */
  rateLimits: {
    comments: (count: number, when: string) =>
      `You have posted ${count} comments in ${lastHours(LIMITS.commentsWindowHours)}. You can comment again ${when}.`,
    messages: (count: number, when: string) =>
      `You have sent ${count} project messages in ${lastHours(LIMITS.projectMessagesWindowHours)}. You can send messages again ${when}.`,
    reports: (count: number, when: string) =>
      `You have sent ${count} reports in ${lastHours(LIMITS.reportsWindowHours)}. You can report again ${when}.`,
    /** Why a post was refused when the limit was reached before it arrived (the refusal toast's reason). */
    reached: 'you have reached the limit for now',
    /** When, today: "at 2:05 PM" (the device's way of writing a time). */
    at: (time: string) => `at ${time}`,
    /** When, another day: "on Nov 27 at 2:05 PM". */
    on: (day: string, time: string) => `on ${day} at ${time}`,
  },
  /** Marks on things changed on this device that the server has not confirmed yet. */
  pending: {
    label: 'Pending',
    sending: 'Sending…',
    saving: 'Saving…',
    hint: "Saved on this device; it will be sent when you're back online",
  },
} as const;

export type Texts = typeof TEXTS;

/** What a notification's line is made of: the actor's name, the title it names, its count and the new role. */
export interface LineParts {
  actor: string;
  title: string;
  count: number;
  role: AdminRole | null;
  /** A rejection's reason, when the mentor gave one. */
  reason: RejectReason | null;
}


/** "mentors" -> "mentor": the list nouns are regular plurals. */
function singular(noun: string): string {
  return noun.endsWith('s') ? noun.slice(0, -1) : noun;
}
