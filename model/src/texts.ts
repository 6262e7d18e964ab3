/**
 * The catalogue of user-visible texts, keyed by meaning, in the spec's English wording (docs/decisions.md).
 * A second language is one more object of the same shape. Components, schemas and functions take their
 * texts from here; they never pass a literal string to the toast API.
 */
import { BOOKING_HOST, LINKEDIN_HOST } from './identity';
import { LIMITS } from './limits';

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
    videoFileTooBig: 'Video files must be 20 MB or smaller',
    durationInvalid: 'Enter the duration as m:ss or h:mm:ss',
    authorizationCodeRequired: 'Please enter the authorization code',
    contactRequired: 'This field is required',
  },
  errors: {
    offline: "You're offline",
    signedOut: 'You must be signed in.',
    adminOnly: 'Only admins can do this.',
    setupOver: 'This page is only available during initial setup',
  },
} as const;

export type Texts = typeof TEXTS;
