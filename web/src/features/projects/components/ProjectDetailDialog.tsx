// A project's tabs, thread and forms use components beyond the list page's styles: the dialog's chunk brings the full stylesheet.
import '@/components/fullStyles';
import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  Skeleton,
  Stack,
  Tabs,
  Text,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconClock, IconEdit, IconMessages, IconTrash, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { isOneOf, OPEN_ENROLLMENT_STATUSES, type Project, TEXTS } from '@mentorbridge/model';
import { ConfirmDelete } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { useReturnFocus } from '@/components/useReturnFocus';
import { formatDate } from '@/lib/dates';
import { usePageMeta } from '@/lib/usePageMeta';
import { settle } from '@/lib/writeOutcome';
import { isAdmin, PersonAvatar, useMyProfile, useSession } from '@/session';
import { useProjectAccess } from '../api/access';
import { useProjectEnrollments } from '../api/enrollments';
import { deleteProject, useProject } from '../api/projects';
import { EnrollmentList } from './EnrollmentList';
import { EnrollSection } from './EnrollSection';
import { MessageThread } from './MessageThread';
import { DifficultyBadge } from './parts';
import { SkeletonGrid } from '@/components/SkeletonGrid';

function OwnerActions({ project, isOwner, onDeleted }: { project: Project; isOwner: boolean; onDeleted: () => void }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  const remove = async () => {
    setConfirming(false);
    const failed = () => toast.error(TEXTS.toasts.projects.deleteFailed);
    const write = deleteProject(project.id, isOwner ? 'mentor' : 'admin');
    // The project disappears from the local view at once; close instead of showing it as missing.
    onDeleted();
    try {
      await settle(write, failed);
      toast.success(TEXTS.toasts.projects.deleted);
    } catch {
      failed();
    }
  };

  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconEdit size={18} aria-hidden />}
        onClick={() => void navigate(`/create-project?edit=${encodeURIComponent(project.id)}`)}
      >
        {TEXTS.actions.edit}
      </Button>
      {isOwner && (
        <Button
          variant="light"
          leftSection={<IconUsers size={18} aria-hidden />}
          onClick={() => void navigate(`/dashboard?project=${encodeURIComponent(project.id)}`)}
        >
          {TEXTS.enrollment.viewApplications}
        </Button>
      )}
      <Button color="red" variant="light" leftSection={<IconTrash size={18} aria-hidden />} onClick={() => setConfirming(true)}>
        {TEXTS.actions.delete}
      </Button>
      <ConfirmDelete
        texts={TEXTS.confirm.deleteProject}
        message={TEXTS.confirm.deleteProject.message(project.title)}
        opened={confirming}
        stackId="confirm-delete-project"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void remove()}
      />
    </Group>
  );
}

function Details({ project, isOwner, isAdmin, onDeleted }: { project: Project; isOwner: boolean; isAdmin: boolean; onDeleted: () => void }) {
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge variant="outline">{project.category}</Badge>
        <DifficultyBadge difficulty={project.difficulty} />
        <Group gap={4} c="dimmed">
          <IconClock size={16} aria-hidden />
          <Text size="sm">{TEXTS.projectDetails.estimated(project.estimated_hours)}</Text>
        </Group>
      </Group>
      <Group gap="sm">
        <PersonAvatar id={project.mentor_id} name={project.mentor.display_name} src={project.mentor.avatar_url} />
        <div>
          <Text size="xs" c="dimmed">
            {TEXTS.roles.mentor}
          </Text>
          <Text fw={600}>{project.mentor.display_name}</Text>
        </div>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{project.description}</Text>
      {project.created_at && (
        <Text size="sm" c="dimmed">
          {TEXTS.projectDetails.posted(formatDate(project.created_at))}
        </Text>
      )}
      {!isOwner && <EnrollSection project={project} />}
      {(isOwner || isAdmin) && <OwnerActions project={project} isOwner={isOwner} onDeleted={onDeleted} />}
    </Stack>
  );
}

function Discussion({ project }: { project: Project }) {
  const { status } = useSession();
  const access = useProjectAccess(status === 'signedIn' ? project.id : null);
  if (status === 'signedOut') {
    return (
      <Stack align="center" py="lg">
        <Text c="dimmed" ta="center">
          {TEXTS.projectDetails.signInToJoin}
        </Text>
        <Button component={Link} to="/sign-in">
          {TEXTS.actions.signIn}
        </Button>
      </Stack>
    );
  }
  if (status === 'loading' || access.status === 'loading') {
    return (
      <Center py="lg">
        <Loader role="status" aria-label={TEXTS.loading.discussion} />
      </Center>
    );
  }
  if (access.status !== 'allowed') {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {TEXTS.toasts.access.notApprovedForDiscussion}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <MessageThread project={access.project} height={300} />
      <Button component={Link} to={`/project-discussions/${project.id}`} variant="subtle" leftSection={<IconMessages size={18} aria-hidden />}>
        {TEXTS.projectDetails.openFullDiscussion}
      </Button>
    </Stack>
  );
}

/** The project dialog: Details and Discussion for everyone; Approved students and Applications for the owner. */
export function ProjectDetailDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  // The projects screen mounts this dialog only while it is open: give the focus back to its opener.
  useReturnFocus();
  const { user } = useSession();
  const me = useMyProfile();
  const fullScreen = useMediaQuery('(max-width: 48em)');
  const project = useProject(projectId);
  const data = project.status === 'success' ? project.data : null;
  usePageMeta(data ? TEXTS.pageTitles.title(data.title) : null, null);
  const uid = user?.uid ?? null;
  const isOwner = Boolean(data && uid && data.mentor_id === uid);
  const requests = useProjectEnrollments(isOwner ? projectId : null, isOwner ? uid : null);
  const [tab, setTab] = useState<string | null>('details');

  const failed = project.status === 'error';
  useEffect(() => {
    if (failed) toast.error(TEXTS.toasts.projects.loadFailed);
  }, [failed]);

  const items = requests.status === 'success' ? [...requests.data] : [];
  items.sort((a, b) => (b.data.created_at?.getTime() ?? Infinity) - (a.data.created_at?.getTime() ?? Infinity));
  const approved = items.filter((i) => i.data.status === 'approved');
  // Open requests: waiting for the mentor (pending) or for the student's answer (needs_info).
  const pending = items.filter((i) => isOneOf(OPEN_ENROLLMENT_STATUSES, i.data.status));

  return (
    <Modal.Stack>
      <Modal
        stackId="project"
        opened
        onClose={onClose}
        title={data?.title ?? TEXTS.projectDetails.dialogTitle}
        size="xl"
        fullScreen={fullScreen}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
      >
        {project.status === 'loading' && (
          <SkeletonGrid label={TEXTS.loading.project} cols={1}>
            <Skeleton h={24} w="50%" />
            <Skeleton h={14} />
            <Skeleton h={14} />
            <Skeleton h={14} w="70%" />
          </SkeletonGrid>
        )}
        {failed && <Alert color="red">{TEXTS.toasts.projects.loadFailed}</Alert>}
        {project.status === 'success' && !data && (
          <Alert color="yellow" title={TEXTS.projectDetails.notFound}>
            {TEXTS.projectDetails.notFoundText}
          </Alert>
        )}
        {data && (
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="details">{TEXTS.projectDetails.details}</Tabs.Tab>
              <Tabs.Tab value="discussion">{TEXTS.projectDetails.discussionTab}</Tabs.Tab>
              {isOwner && (
                <Tabs.Tab value="students">
                  {TEXTS.enrollment.approvedStudents}{requests.status === 'success' ? ` (${approved.length})` : ''}
                </Tabs.Tab>
              )}
              {isOwner && (
                <Tabs.Tab
                  value="requests"
                  rightSection={
                    pending.length > 0 ? (
                      <Badge size="xs" circle color="yellow" autoContrast aria-label={TEXTS.projectDetails.pendingCount(pending.length)}>
                        {pending.length}
                      </Badge>
                    ) : undefined
                  }
                >
                  {TEXTS.enrollment.applications}
                </Tabs.Tab>
              )}
            </Tabs.List>
            <Tabs.Panel value="details">
              <Details project={data} isOwner={isOwner} isAdmin={isAdmin(me.profile)} onDeleted={onClose} />
            </Tabs.Panel>
            <Tabs.Panel value="discussion">
              <Discussion project={data} />
            </Tabs.Panel>
            {isOwner && (
              <Tabs.Panel value="students">
                <EnrollmentList items={approved} empty={TEXTS.empty.enrolledStudents} stackId="confirm-students" />
              </Tabs.Panel>
            )}
            {isOwner && (
              <Tabs.Panel value="requests">
                <Stack>
                  <EnrollmentList items={pending} empty={TEXTS.empty.pendingRequests} stackId="confirm-requests" />
                  <Button component={Link} to={`/dashboard?project=${encodeURIComponent(projectId)}`} variant="subtle">
                    {TEXTS.projectDetails.manageOnDashboard}
                  </Button>
                </Stack>
              </Tabs.Panel>
            )}
          </Tabs>
        )}
      </Modal>
    </Modal.Stack>
  );
}
