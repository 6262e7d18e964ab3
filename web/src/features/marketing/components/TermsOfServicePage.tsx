import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { CONTACT, PRODUCT_NAME } from '@/config';

type Section = {
  title: string;
  body: ReactNode;
};

const SECTIONS: Section[] = [
  {
    title: '1. Acceptance of Terms',
    body: (
      <Text>
        By creating an account or using {PRODUCT_NAME}, you agree to these Terms of Service and to our{' '}
        <Anchor component={Link} to="/privacy-policy">
          Privacy Policy
        </Anchor>
        . If you do not agree, please do not use the platform.
      </Text>
    ),
  },
  {
    title: '2. Description of the Service',
    body: (
      <Text>
        {PRODUCT_NAME} is a career-mentoring platform that connects students with industry mentors and companies. It offers
        a Career Development Hub of guidance videos, practice projects, mentorship through external booking links and
        community discussions. We may add, change or remove features at any time.
      </Text>
    ),
  },
  {
    title: '3. Accounts and Eligibility',
    body: (
      <Text>
        You must provide accurate information when you sign up and keep it up to date. You are responsible for keeping your
        password secure and for all activity under your account. Tell us promptly if you believe your account has been
        accessed without your permission.
      </Text>
    ),
  },
  {
    title: '4. Students and Mentors',
    body: (
      <List spacing="xs">
        <List.Item>
          Students may browse mentors, apply to practice projects with a LinkedIn profile URL, watch videos and take part in
          discussions. Access to a project discussion is granted only once the mentor approves the enrollment.
        </List.Item>
        <List.Item>
          Mentors may publish practice projects and career videos, list a booking link and approve or reject enrollment
          requests for their own projects. Mentors are responsible for the accuracy of their profile and the content they
          publish.
        </List.Item>
        <List.Item>
          {PRODUCT_NAME} does not employ mentors and does not guarantee any particular outcome, job offer or result from
          mentorship.
        </List.Item>
      </List>
    ),
  },
  {
    title: '5. Acceptable Use',
    body: (
      <>
        <Text>When using the platform you agree not to:</Text>
        <List spacing="xs">
          <List.Item>harass, threaten, discriminate against or impersonate anyone;</List.Item>
          <List.Item>post content that is unlawful, misleading, infringing or sexually explicit;</List.Item>
          <List.Item>send spam or unsolicited advertising;</List.Item>
          <List.Item>attempt to access accounts or data that are not yours, or disrupt the service.</List.Item>
        </List>
      </>
    ),
  },
  {
    title: '6. User Content',
    body: (
      <Text>
        You keep ownership of the content you post, such as profiles, projects, videos, discussions and comments. By posting
        it you grant {PRODUCT_NAME} a non-exclusive, worldwide, royalty-free licence to host, display and distribute it on the
        platform for the purpose of operating the service. You confirm you have the right to share everything you post.
      </Text>
    ),
  },
  {
    title: '7. Third-Party Services',
    body: (
      <Text>
        Mentorship sessions are booked on external scheduling services, videos are hosted by a third-party video platform,
        and you may sign in with Google. Your use of those services is governed by their own terms, and we are not
        responsible for their availability, content or any payments you make through them.
      </Text>
    ),
  },
  {
    title: '8. Intellectual Property',
    body: (
      <Text>
        The {PRODUCT_NAME} name, logo, design and software are owned by us or our licensors and are protected by intellectual
        property laws. You may not copy, modify or distribute them without our written permission.
      </Text>
    ),
  },
  {
    title: '9. Termination',
    body: (
      <Text>
        You may delete your account at any time from your profile page. We may suspend or remove accounts or content that
        violate these Terms or put other members at risk. Sections that by their nature should survive termination will
        continue to apply.
      </Text>
    ),
  },
  {
    title: '10. Disclaimers and Limitation of Liability',
    body: (
      <Text>
        The platform is provided “as is” and “as available” without warranties of any kind. To the fullest extent permitted
        by law, {PRODUCT_NAME} is not liable for any indirect, incidental or consequential damages, or for advice given by
        mentors or other members, arising from your use of the service.
      </Text>
    ),
  },
  {
    title: '11. Changes and Contact',
    body: (
      <Text>
        We may update these Terms from time to time and will change the “Last updated” date when we do. Continuing to use
        the platform after an update means you accept the new Terms. Questions? Email{' '}
        <Anchor href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Anchor> or use our{' '}
        <Anchor component={Link} to="/contact">
          contact form
        </Anchor>
        .
      </Text>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Terms of Service</Title>
          <Text c="dimmed">Last updated: March 2025</Text>
        </Stack>
        <Text>
          These Terms of Service govern your use of {PRODUCT_NAME}. Please read them carefully.
        </Text>
        {SECTIONS.map((section) => (
          <Stack component="section" key={section.title} gap="sm">
            <Title order={2} size="h3">
              {section.title}
            </Title>
            {section.body}
          </Stack>
        ))}
      </Stack>
    </Container>
  );
}
