import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Container, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClock } from '@tabler/icons-react';
import { getDocFromServer } from 'firebase/firestore';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { TEXTS, type Project } from '@mentorbridge/model';
import { NotFoundPage } from '@/components/NotFoundPage';
import { PageLoader } from '@/components/PageLoader';
import { toast } from '@/components/toast';
import { formatDate } from '@/lib/dates';
import { PersonAvatar } from '@/session';
import { projectRef } from '../api/projects';
import { useSignedInProjectAccess } from '../api/signedIn';
import { MessageThread } from './MessageThread';
import { DifficultyBadge } from './parts';
import classes from './ProjectDiscussionPage.module.css';

function ProjectInfo({ project }: { project: Project }) {
  return (
    <Paper withBorder radius="md" p="lg" component="aside" aria-labelledby="project-info-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="project-info-title">
          {TEXTS.projectDetails.info}
        </Title>
        <Text fw={600}>{project.title}</Text>
        <Group gap="xs">
          <Badge variant="outline">{project.category}</Badge>
          <DifficultyBadge difficulty={project.difficulty} />
        </Group>
        <Group gap={4} c="dimmed">
          <IconClock size={16} aria-hidden />
          <Text size="sm">{TEXTS.projectDetails.estimated(project.estimated_hours)}</Text>
        </Group>
        <Group gap="sm">
          <PersonAvatar id={project.mentor_id} name={project.mentor.display_name} src={project.mentor.avatar_url} size="sm" />
          <div>
            <Text size="xs" c="dimmed">
              {TEXTS.roles.mentor}
            </Text>
            <Text size="sm" fw={600}>
              {project.mentor.display_name}
            </Text>
          </div>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={6} style={{ whiteSpace: 'pre-wrap' }}>
          {project.description}
        </Text>
        {project.created_at && (
          <Text size="xs" c="dimmed">
            {TEXTS.projectDetails.posted(formatDate(project.created_at))}
          </Text>
        )}
        <Button component={Link} to={`/projects/${project.id}`} variant="light" size="sm">
          {TEXTS.projectDetails.viewProject}
        </Button>
      </Stack>
    </Paper>
  );
}

/** /project-discussions/{projectId}: only the project's mentor and its approved students get in. */
export function ProjectDiscussionPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const access = useSignedInProjectAccess(projectId || null);
  // Set when the thread itself could not be read: the server then says whether the project is gone.
  const [threadVerdict, setThreadVerdict] = useState<'checking' | 'notFound' | 'denied' | null>(null);

  const denied = access.status === 'denied' || threadVerdict === 'denied';
  useEffect(() => {
    if (access.status === 'denied') console.warn('Project discussion access denied:', access.reason);
  }, [access]);
  useEffect(() => {
    if (denied) toast.error(TEXTS.toasts.access.projectDiscussionDenied);
  }, [denied]);

  const onReadError = useCallback(
    (error: Error) => {
      console.warn('Project discussion could not be read:', error.message);
      setThreadVerdict('checking');
      getDocFromServer(projectRef(projectId))
        .then((snap) => setThreadVerdict(snap.exists() ? 'denied' : 'notFound'))
        .catch(() => setThreadVerdict('denied'));
    },
    [projectId],
  );

  if (denied) return <Navigate to="/" replace />;
  if (access.status === 'notFound' || threadVerdict === 'notFound') return <NotFoundPage />;
  if (access.status !== 'allowed' || threadVerdict === 'checking') return <PageLoader label={TEXTS.loading.discussion} />;

  const { project } = access;
  const canGoBack = location.key !== 'default';
  return (
    <Container size="lg" py="xl">
      <Button
        variant="subtle"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
        onClick={() => void (canGoBack ? navigate(-1) : navigate('/dashboard'))}
        mb="md"
        px={0}
      >
        {TEXTS.projectDetails.back}
      </Button>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} className={classes.discussion}>
            <Stack gap={4} mb="md">
              <Text size="sm" c="dimmed">
                {TEXTS.projectDetails.discussion}
              </Text>
              <Title order={1} size="h2">
                {project.title}
              </Title>
            </Stack>
            <MessageThread project={project} height="min(60vh, 560px)" onReadError={onReadError} fillScreen />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProjectInfo project={project} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
