import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHome, IconMapSearch, IconUser } from '@tabler/icons-react';
import { TEXTS } from '@mentorbridge/model';

export function NotFoundPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loggedPath = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode runs effects twice in development; log each missing path only once.
    if (loggedPath.current === pathname) return;
    loggedPath.current = pathname;
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  const texts = TEXTS.notFound;
  const hints: string[] = [];
  if (pathname.includes('project-enrollments')) {
    hints.push(texts.hints.application);
  }
  if (pathname.includes('project-discussions')) {
    hints.push(texts.hints.discussion);
  }
  if (pathname.includes('profile/')) {
    hints.push(texts.hints.profile);
  }

  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack align="center" ta="center" gap="lg">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconMapSearch size={40} />
        </ThemeIcon>
        <Title order={1}>{texts.title}</Title>
        <Text c="dimmed" size="lg">
          {texts.intro}
        </Text>
        {hints.map((hint) => (
          <Text key={hint}>{hint}</Text>
        ))}
        <Group justify="center" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowLeft size={18} />}
            onClick={() => {
              void navigate(-1);
            }}
          >
            {texts.goBack}
          </Button>
          <Button component={Link} to="/profile" variant="light" leftSection={<IconUser size={18} />}>
            {TEXTS.nav.profile}
          </Button>
          <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
            {TEXTS.nav.home}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {texts.mistake}{' '}
          <Anchor component={Link} to="/contact">
            {texts.contactSupport}
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
