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
    title: '1. Information We Collect',
    body: (
      <>
        <Text>We collect the information you give us and a small amount of information generated as you use {PRODUCT_NAME}:</Text>
        <List spacing="xs">
          <List.Item>
            Account information: your name, email address and password, or the details shared by Google when you sign in
            with Google.
          </List.Item>
          <List.Item>
            Profile information: your role (student or mentor), bio, location, specialization, expertise, hourly rate and
            booking link, and a profile picture if you add one.
          </List.Item>
          <List.Item>
            Content you create: project applications (including the LinkedIn profile URL you submit), project and community
            discussion posts, comments, likes, videos and messages sent through our contact form.
          </List.Item>
          <List.Item>
            Technical information: basic device, browser and log data needed to keep the service secure and working.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    title: '2. How We Use Your Information',
    body: (
      <>
        <Text>We use your information to:</Text>
        <List spacing="xs">
          <List.Item>create and manage your account and sign you in;</List.Item>
          <List.Item>show your profile to other members and match students with suitable mentors;</List.Item>
          <List.Item>process applications to projects and give approved students access to project discussions;</List.Item>
          <List.Item>respond to your questions and support requests;</List.Item>
          <List.Item>keep the platform safe, prevent abuse and improve our features.</List.Item>
        </List>
        <Text>We do not sell your personal information.</Text>
      </>
    ),
  },
  {
    title: '3. Information Sharing',
    body: (
      <>
        <Text>
          Your public profile, posts and comments are visible to other members. When you apply to a project, the mentor who
          owns it can see your profile and the LinkedIn URL you provided.
        </Text>
        <Text>
          We share information with service providers that host and operate the platform for us, such as our cloud hosting,
          authentication and video hosting providers, only as needed to provide the service. Mentorship sessions are booked
          on an external scheduling service whose own privacy policy applies. We may also disclose information when required
          by law.
        </Text>
      </>
    ),
  },
  {
    title: '4. Data Security',
    body: (
      <Text>
        We use industry-standard safeguards, including encrypted connections and access rules that limit who can read each
        piece of data. No method of transmission or storage is completely secure, so we cannot guarantee absolute security,
        but we work to protect your information and will notify you of any breach as required by law.
      </Text>
    ),
  },
  {
    title: '5. Cookies and Local Storage',
    body: (
      <Text>
        We use cookies and your browser’s local storage to keep you signed in, remember preferences such as your light or
        dark theme, and let the app work offline. We do not use advertising cookies. You can clear this data in your browser
        settings, although some features may stop working until you sign in again.
      </Text>
    ),
  },
  {
    title: '6. Your Rights and Choices',
    body: (
      <>
        <Text>
          You can view and update your profile at any time from your profile page, and you can delete your account, which
          removes your profile and the content you own. Depending on where you live, you may also have the right to request
          a copy of your data, ask us to correct or delete it, or object to certain processing.
        </Text>
        <Text>To make a request, contact us using the details below.</Text>
      </>
    ),
  },
  {
    title: '7. Changes to This Policy',
    body: (
      <Text>
        We may update this Privacy Policy from time to time. When we do, we will change the “Last updated” date above and,
        for significant changes, let you know through the platform or by email.
      </Text>
    ),
  },
  {
    title: '8. Contact Us',
    body: (
      <>
        <Text>If you have questions about this Privacy Policy or how we handle your data, contact us:</Text>
        <List spacing="xs">
          <List.Item>
            Email: <Anchor href={`mailto:${CONTACT.supportEmail}`}>{CONTACT.supportEmail}</Anchor>
          </List.Item>
          <List.Item>Mail: {CONTACT.address.join(', ')}</List.Item>
          <List.Item>
            Or use our{' '}
            <Anchor component={Link} to="/contact">
              contact form
            </Anchor>
            .
          </List.Item>
        </List>
      </>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <Container size="md" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Privacy Policy</Title>
          <Text c="dimmed">Last updated: May 30, 2023</Text>
        </Stack>
        <Text>
          This Privacy Policy explains how {PRODUCT_NAME} collects, uses and protects your information when you use our
          website and services.
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
