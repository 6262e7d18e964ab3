import { Alert, Button, Center, Container, Loader, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useMyProfile } from '../../profiles';
import { MentorDashboard } from './MentorDashboard';
import { StudentDashboard } from './StudentDashboard';

/** /dashboard: mentors manage projects, videos and requests; students follow their enrollments. */
export function DashboardPage() {
  const me = useMyProfile();

  if (me.status === 'loading' || me.status === 'signedOut') {
    return (
      <Center mih="50vh">
        <Loader aria-label="Loading dashboard" />
      </Center>
    );
  }
  if (me.status !== 'ready') {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>Dashboard</Title>
        <Alert color="red" mt="md" title="We couldn’t load your profile">
          {me.status === 'missing'
            ? 'Your account has no profile yet. Complete it to use the dashboard.'
            : 'Please check your connection and try again.'}
        </Alert>
        <Button component={Link} to="/profile" mt="md">
          Go to Profile
        </Button>
      </Container>
    );
  }

  const { profile } = me;
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Dashboard</Title>
      <Text c="dimmed" mb="lg">
        Welcome back, {profile.display_name || 'there'}!
        {profile.role === 'mentor' ? ' Manage your projects, videos and enrollment requests.' : ' Follow your project enrollments.'}
      </Text>
      {profile.role === 'mentor' ? <MentorDashboard uid={profile.id} /> : <StudentDashboard uid={profile.id} />}
    </Container>
  );
}
