import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconHome, IconMapSearch, IconUser } from '@tabler/icons-react';

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

  const hints: string[] = [];
  if (pathname.includes('project-enrollments')) {
    hints.push('The application you are looking for may have been deleted or rejected.');
  }
  if (pathname.includes('project-discussions')) {
    hints.push('The project may have been deleted, or you may not have access to its discussion.');
  }
  if (pathname.includes('profile/')) {
    hints.push('This profile may not exist, or you may not have permission to view it.');
  }

  return (
    <Container size="sm" py={{ base: 48, sm: 80 }}>
      <Stack align="center" ta="center" gap="lg">
        <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
          <IconMapSearch size={40} />
        </ThemeIcon>
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed" size="lg">
          Sorry, the page you are looking for doesn’t exist or has been moved.
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
            Go Back
          </Button>
          <Button component={Link} to="/profile" variant="light" leftSection={<IconUser size={18} />}>
            Profile
          </Button>
          <Button component={Link} to="/" leftSection={<IconHome size={18} />}>
            Home
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          Think this is a mistake? Please{' '}
          <Anchor component={Link} to="/contact">
            contact support
          </Anchor>
          .
        </Text>
      </Stack>
    </Container>
  );
}
