/**
 * Part of the text catalogue: the prose of the legal pages (/terms-of-service, /privacy-policy), paragraph by
 * paragraph. A module apart from texts.ts, read as `@mentorbridge/model/legal` (not from the model's entry point):
 * neither the app's start-up bundle, which carries TEXTS, nor the data pages' shared chunk carries these pages'
 * several kilobytes of prose; only their lazily loaded pages import it. Links in a paragraph are named in
 * braces and drawn by the page (web/src/features/marketing/components/LegalPage.tsx): {privacyPolicy},
 * {contactForm}, {supportEmail} and {address}. The pages' titles are TEXTS.nav.terms and TEXTS.nav.privacy.
 */
import { PRODUCT_NAME } from './identity';

/** A block of a legal page: a paragraph, or a bulleted list. */
export type LegalBlock = string | { readonly list: readonly string[] };

/** A numbered section of a legal page. */
export interface LegalSection {
  readonly title: string;
  readonly body: readonly LegalBlock[];
}

/** A legal page: its date line, its opening paragraph and its sections. */
export interface LegalPageTexts {
  readonly updated: string;
  readonly intro: string;
  readonly sections: readonly LegalSection[];
}

export const LEGAL_TEXTS = {
  /** The words of the links the paragraphs name in braces (the Privacy Policy link's is TEXTS.nav.privacy). */
  contactForm: 'contact form',
  terms: {
    updated: 'Last updated: March 2025',
    intro: `These Terms of Service govern your use of ${PRODUCT_NAME}. Please read them carefully.`,
    sections: [
      {
        title: '1. Acceptance of Terms',
        body: [
          `By creating an account or using ${PRODUCT_NAME}, you agree to these Terms of Service and to our {privacyPolicy}. If you do not agree, please do not use the platform.`,
        ],
      },
      {
        title: '2. Description of the Service',
        body: [
          `${PRODUCT_NAME} is a career-mentoring platform that connects students with industry mentors and companies. It offers a Career Development Hub of guidance videos, practice projects, mentorship through external booking links and community discussions. We may add, change or remove features at any time.`,
        ],
      },
      {
        title: '3. Accounts and Eligibility',
        body: [
          'You must provide accurate information when you sign up and keep it up to date. You are responsible for keeping your password secure and for all activity under your account. Tell us promptly if you believe your account has been accessed without your permission.',
        ],
      },
      {
        title: '4. Students and Mentors',
        body: [
          {
            list: [
              'Students may browse mentors, apply to practice projects with a LinkedIn profile URL, watch videos and take part in discussions. Access to a project discussion is granted only once the mentor approves the application.',
              'Mentors may publish practice projects and career videos, list a booking link and approve or reject applications to their own projects. Mentors are responsible for the accuracy of their profile and the content they publish.',
              `${PRODUCT_NAME} does not employ mentors and does not guarantee any particular outcome, job offer or result from mentorship.`,
            ],
          },
        ],
      },
      {
        title: '5. Acceptable Use',
        body: [
          'When using the platform you agree not to:',
          {
            list: [
              'harass, threaten, discriminate against or impersonate anyone;',
              'post content that is unlawful, misleading, infringing or sexually explicit;',
              'send spam or unsolicited advertising;',
              'attempt to access accounts or data that are not yours, or disrupt the service.',
            ],
          },
        ],
      },
      {
        title: '6. User Content',
        body: [
          `You keep ownership of the content you post, such as profiles, projects, videos, discussions and comments. By posting it you grant ${PRODUCT_NAME} a non-exclusive, worldwide, royalty-free licence to host, display and distribute it on the platform for the purpose of operating the service. You confirm you have the right to share everything you post.`,
        ],
      },
      {
        title: '7. Third-Party Services',
        body: [
          'Mentorship sessions are booked on external scheduling services, videos are hosted by a third-party video platform, and you may sign in with Google. Your use of those services is governed by their own terms, and we are not responsible for their availability, content or any payments you make through them.',
        ],
      },
      {
        title: '8. Intellectual Property',
        body: [
          `The ${PRODUCT_NAME} name, logo, design and software are owned by us or our licensors and are protected by intellectual property laws. You may not copy, modify or distribute them without our written permission.`,
        ],
      },
      {
        title: '9. Termination',
        body: [
          'You may delete your account at any time from your profile page. We may suspend or remove accounts or content that violate these Terms or put other members at risk. Sections that by their nature should survive termination will continue to apply.',
        ],
      },
      {
        title: '10. Disclaimers and Limitation of Liability',
        body: [
          `The platform is provided “as is” and “as available” without warranties of any kind. To the fullest extent permitted by law, ${PRODUCT_NAME} is not liable for any indirect, incidental or consequential damages, or for advice given by mentors or other members, arising from your use of the service.`,
        ],
      },
      {
        title: '11. Changes and Contact',
        body: [
          'We may update these Terms from time to time and will change the “Last updated” date when we do. Continuing to use the platform after an update means you accept the new Terms. Questions? Email {supportEmail} or use our {contactForm}.',
        ],
      },
    ],
  },
  privacy: {
    updated: 'Last updated: May 30, 2023',
    intro: `This Privacy Policy explains how ${PRODUCT_NAME} collects, uses and protects your information when you use our website and services.`,
    sections: [
      {
        title: '1. Information We Collect',
        body: [
          `We collect the information you give us and a small amount of information generated as you use ${PRODUCT_NAME}:`,
          {
            list: [
              'Account information: your name, email address and password, or the details shared by Google when you sign in with Google.',
              'Profile information: your role (student or mentor), bio, location, specialization, expertise, hourly rate and booking link, and a profile picture if you add one.',
              'Content you create: project applications (including the LinkedIn profile URL you submit), project and community discussion posts, comments, likes, videos and messages sent through our contact form.',
              'Technical information: basic device, browser and log data needed to keep the service secure and working.',
            ],
          },
        ],
      },
      {
        title: '2. How We Use Your Information',
        body: [
          'We use your information to:',
          {
            list: [
              'create and manage your account and sign you in;',
              'show your profile to other members and match students with suitable mentors;',
              'process applications to projects and give approved students access to project discussions;',
              'respond to your questions and support requests;',
              'keep the platform safe, prevent abuse and improve our features.',
            ],
          },
          'We do not sell your personal information.',
        ],
      },
      {
        title: '3. Information Sharing',
        body: [
          'Your public profile, posts and comments are visible to other members. When you apply to a project, the mentor who owns it can see your profile and the LinkedIn URL you provided.',
          'We share information with service providers that host and operate the platform for us, such as our cloud hosting, authentication and video hosting providers, only as needed to provide the service. Mentorship sessions are booked on an external scheduling service whose own privacy policy applies. We may also disclose information when required by law.',
        ],
      },
      {
        title: '4. Data Security',
        body: [
          'We use industry-standard safeguards, including encrypted connections and access rules that limit who can read each piece of data. No method of transmission or storage is completely secure, so we cannot guarantee absolute security, but we work to protect your information and will notify you of any breach as required by law.',
        ],
      },
      {
        title: '5. Cookies and Local Storage',
        body: [
          'We use cookies and your browser’s local storage to keep you signed in, remember preferences such as your light or dark theme, and let the app work offline. We do not use advertising cookies. You can clear this data in your browser settings, although some features may stop working until you sign in again.',
        ],
      },
      {
        title: '6. Your Rights and Choices',
        body: [
          'You can view and update your profile at any time from your profile page, and you can delete your account, which removes your profile and the content you own. Depending on where you live, you may also have the right to request a copy of your data, ask us to correct or delete it, or object to certain processing.',
          'To make a request, contact us using the details below.',
        ],
      },
      {
        title: '7. Changes to This Policy',
        body: [
          'We may update this Privacy Policy from time to time. When we do, we will change the “Last updated” date above and, for significant changes, let you know through the platform or by email.',
        ],
      },
      {
        title: '8. Contact Us',
        body: [
          'If you have questions about this Privacy Policy or how we handle your data, contact us:',
          {
            list: [
              'Email: {supportEmail}',
              'Mail: {address}',
              'Or use our {contactForm}.',
            ],
          },
        ],
      },
    ],
  },
} as const satisfies { contactForm: string; terms: LegalPageTexts; privacy: LegalPageTexts };
