import { Alert, Box, Button, Container, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { PageLoader } from '@/components/PageLoader';
import { AcceptingControl } from '@/features/profiles';
import { isSignedInLanding } from '@/config';
import { isAdmin, isMentor, useMyProfile } from '@/session';
import { MentorDashboard } from './MentorDashboard';
import { StudentDashboard } from './StudentDashboard';

/**
 * /dashboard: mentors manage projects, videos and requests; students follow their enrollments; an admin landing here
 * from the sign-in goes on to /admin. It shows
 * the projects and videos features together, so it is composed here in the app.
 */
export function DashboardPage() {
  const me = useMyProfile();
  const landing = isSignedInLanding(useLocation().state);

  if (me.status === 'loading' || me.status === 'signedOut') {
    return <PageLoader label={TEXTS.loading.dashboard} />;
  }
  if (me.status !== 'ready') {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>{TEXTS.nav.dashboard}</Title>
        <Alert color="red" mt="md" title={TEXTS.dashboard.profileFailed}>
          {me.status === 'missing' ? TEXTS.dashboard.noProfile : TEXTS.alerts.checkConnection}
        </Alert>
        <Button component={Link} to="/profile" mt="md">
          {TEXTS.dashboard.goToProfile}
        </Button>
      </Container>
    );
  }

  const { profile } = me;
  // An admin who just signed in lands on their work, not on an empty list of applications.
  if (landing && isAdmin(profile)) return <Navigate to="/admin" replace />;
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{TEXTS.nav.dashboard}</Title>
      <Text c="dimmed" mb="lg">
        {TEXTS.dashboard.welcome(profile.display_name || TEXTS.dashboard.there, isMentor(profile))}
      </Text>
      {isMentor(profile) && (
        <Box mb="md">
          <AcceptingControl />
        </Box>
      )}
      {isMentor(profile) ? <MentorDashboard uid={profile.id} /> : <StudentDashboard uid={profile.id} />}
    </Container>
  );
}
