import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { isOneOf, OPEN_ENROLLMENT_STATUSES, TEXTS } from '@mentorbridge/model';
import { PendingBadge } from '@/components/PendingBadge';
import { AnswerForm, EnrollmentStatusBadge, ExpiryLine, RejectionReason, useStudentEnrollments, WithdrawButton } from '@/features/projects';
import { FollowUpCards, useAskedFollowUps } from '@/features/reviews/components/FollowUpCards';
import { formatDate } from '@/lib/dates';
import { SkeletonGrid } from '@/components/SkeletonGrid';

/**
 * A student's dashboard: the questions about sessions they booked (FollowUpCards), their applications with status (a pending one's expiry date, a rejected one's reason),
 * the mentor's question to answer, withdrawing an open application, and the way into approved projects' discussions.
 */
export function StudentDashboard({ uid }: { uid: string }) {
  const enrollments = useStudentEnrollments(uid);
  const asked = useAskedFollowUps(uid);

  // The questions stand above the applications: both show once both have answered (from the device's cache first),
  // so neither pushes the other down on the screen.
  if (enrollments.status === 'loading' || asked.status === 'loading') {
    return (
      <SkeletonGrid label={TEXTS.loading.enrollments} cols={1} repeat={3}>
        <Skeleton h={88} radius="md" />
      </SkeletonGrid>
    );
  }
  return (
    <Stack gap="md">
      <FollowUpCards asked={asked} />
      <Title order={2}>{TEXTS.enrollment.myApplications}</Title>
      {enrollments.status === 'error' && <Alert color="red">{TEXTS.alerts.enrollmentRequestsFailed}</Alert>}
      {enrollments.status === 'success' && enrollments.data.length === 0 && (
        <Paper withBorder radius="md" p="xl">
          <Stack align="center" gap="sm">
            <Text fw={600}>{TEXTS.empty.myEnrollments}</Text>
            <Text c="dimmed" ta="center">
              {TEXTS.dashboard.browseIntro}
            </Text>
            <Button component={Link} to="/projects">
              {TEXTS.dashboard.browseProjects}
            </Button>
          </Stack>
        </Paper>
      )}
      {enrollments.status === 'success' && enrollments.data.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {enrollments.data.map(({ id, data: e, pending }) => (
            <Paper key={id} component="li" withBorder radius="md" p="md" aria-label={e.project.title}>
              <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
                <Stack gap={4} miw={0}>
                  <Anchor component={Link} to={`/projects/${e.project_id}`} fw={600}>
                    {e.project.title}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {TEXTS.enrollment.mentor(e.project.mentor.display_name)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {TEXTS.enrollment.applied(formatDate(e.created_at))}
                  </Text>
                  <ExpiryLine enrollment={e} size="xs" />
                </Stack>
                <Group gap="xs" justify="flex-end">
                  {pending && <PendingBadge />}
                  <EnrollmentStatusBadge status={e.status} />
                </Group>
              </Group>
              <RejectionReason enrollment={e} mt="sm" />
              {e.status === 'needs_info' && (
                <Stack mt="sm">
                  <AnswerForm enrollment={e} />
                </Stack>
              )}
              {isOneOf(OPEN_ENROLLMENT_STATUSES, e.status) && (
                <Group justify="flex-end" mt="sm">
                  <WithdrawButton enrollment={e} />
                </Group>
              )}
              {e.status === 'approved' && (
                <Group justify="flex-end" mt="sm">
                  <Button
                    component={Link}
                    to={`/project-discussions/${e.project_id}`}
                    size="xs"
                    variant="light"
                    leftSection={<IconMessages size={16} aria-hidden />}
                  >
                    {TEXTS.projectDetails.viewDiscussions}
                  </Button>
                </Group>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
