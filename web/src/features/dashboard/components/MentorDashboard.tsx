import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconBriefcase, IconClock, IconPlus, IconUpload, IconUserCheck, IconUsers } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import type { LiveItem, LiveState } from '../../../lib/liveQuery';
import {
  EnrollmentList,
  ProjectCard,
  formatDate,
  useMentorEnrollments,
  useMentorProjects,
  type Enrollment,
  type EnrollmentStatus,
  type Project,
} from '../../projects';
import { RECENT_COUNT, useRecentVideos, type DashboardVideo } from '../api/videos';
import { StatCard } from './StatCard';

type StatusFilter = 'all' | EnrollmentStatus;

/** A neutral play-button tile for thumbnails that cannot load (offline, or removed at the host). */
const THUMBNAIL_FALLBACK =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#868e96"/><path d="M6.5 2.5v4l3.5-2z" fill="#fff"/></svg>',
  );

function GridSkeleton({ label }: { label: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label={label}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} h={200} radius="md" />
      ))}
    </SimpleGrid>
  );
}

function ProjectGrid({
  projects,
  enrollments,
  onRequests,
}: {
  projects: readonly LiveItem<Project>[];
  /** Null while the requests are loading. */
  enrollments: readonly Enrollment[] | null;
  onRequests: (projectId: string) => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {projects.map(({ id, data, pending }) => {
        const mine = enrollments?.filter((e) => e.project_id === id) ?? [];
        const waiting = mine.filter((e) => e.status === 'pending').length;
        const enrolled = mine.filter((e) => e.status === 'approved').length;
        return (
          <ProjectCard
            key={id}
            project={data}
            pending={pending}
            actions={
              <Stack gap="xs">
                {enrollments ? (
                  <Text size="sm" c="dimmed">
                    {enrolled} enrolled · {waiting} pending
                  </Text>
                ) : (
                  <Skeleton h={14} w={140} my={3} />
                )}
                <Group gap="xs" grow>
                  <Button component={Link} to={`/projects/${id}`} size="xs" variant="default">
                    View
                  </Button>
                  <Button component={Link} to={`/create-project?edit=${id}`} size="xs" variant="default">
                    Edit
                  </Button>
                  <Button size="xs" variant="light" onClick={() => onRequests(id)} aria-label={`Requests for ${data.title}`}>
                    Requests
                  </Button>
                </Group>
              </Stack>
            }
          />
        );
      })}
    </SimpleGrid>
  );
}

function VideoGrid({ videos }: { videos: LiveState<LiveItem<DashboardVideo>[]> }) {
  if (videos.status === 'loading') return <GridSkeleton label="Loading videos" />;
  if (videos.status === 'error') return <Alert color="red">Failed to load videos</Alert>;
  if (videos.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        You haven’t uploaded any videos yet.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
      {videos.data.map(({ id, data: v }) => (
        <Card key={id} withBorder radius="md" padding="md" component="article" aria-label={v.title}>
          {v.thumbnail_url && (
            <Card.Section>
              <Image src={v.thumbnail_url} alt="" h={160} fit="cover" fallbackSrc={THUMBNAIL_FALLBACK} />
            </Card.Section>
          )}
          <Stack gap={4} mt="sm">
            <Anchor href={v.video_url} target="_blank" rel="noopener noreferrer" fw={600} lineClamp={2}>
              {v.title}
            </Anchor>
            <Group gap="xs" c="dimmed">
              <IconClock size={14} aria-hidden />
              <Text size="xs">{v.duration}</Text>
              {v.created_at && <Text size="xs">· {formatDate(v.created_at)}</Text>}
            </Group>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** A mentor's dashboard: Overview, Projects, Videos and Enrollment Requests (`?project={id}` pre-filters them). */
export function MentorDashboard({ uid }: { uid: string }) {
  const [params, setParams] = useSearchParams();
  const projectFilter = params.get('project');
  const [tab, setTab] = useState<string | null>(projectFilter ? 'requests' : 'overview');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const projects = useMentorProjects(uid);
  const enrollments = useMentorEnrollments(uid);
  const videos = useRecentVideos(uid);

  const requestItems = enrollments.status === 'success' ? enrollments.data : [];
  const requests = requestItems.map((i) => i.data);
  const loadedRequests = enrollments.status === 'success' ? requests : null;
  const counts =
    enrollments.status === 'success'
      ? {
          total: requests.length,
          approved: new Set(requests.filter((e) => e.status === 'approved').map((e) => e.student_id)).size,
          pending: requests.filter((e) => e.status === 'pending').length,
        }
      : null;
  const projectItems = projects.status === 'success' ? projects.data : [];

  const setProjectFilter = (projectId: string | null) => {
    const next = new URLSearchParams(params);
    if (projectId) next.set('project', projectId);
    else next.delete('project');
    setParams(next, { replace: true });
  };
  const showRequests = (projectId: string) => {
    setProjectFilter(projectId);
    setStatusFilter('all');
    setTab('requests');
  };

  const shownRequests = requestItems.filter(
    ({ data: e }) =>
      (!projectFilter || e.project_id === projectFilter) && (statusFilter === 'all' || e.status === statusFilter),
  );

  const projectsSection =
    projects.status === 'loading' ? (
      <GridSkeleton label="Loading projects" />
    ) : projects.status === 'error' ? (
      <Alert color="red">Failed to load projects</Alert>
    ) : projectItems.length === 0 ? (
      <Stack align="center" py="lg" gap="sm">
        <Text c="dimmed">You haven’t created any projects yet.</Text>
        <Button component={Link} to="/create-project" leftSection={<IconPlus size={18} aria-hidden />}>
          Create Project
        </Button>
      </Stack>
    ) : null;

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List mb="lg">
        <Tabs.Tab value="overview">Overview</Tabs.Tab>
        <Tabs.Tab value="projects">Projects</Tabs.Tab>
        <Tabs.Tab value="videos">Videos</Tabs.Tab>
        <Tabs.Tab value="requests">
          Enrollment Requests{counts && counts.pending > 0 ? ` (${counts.pending})` : ''}
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="overview">
        <Stack gap="xl">
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
            <StatCard
              label="Total Projects"
              value={projects.status === 'success' ? projectItems.length : null}
              icon={IconBriefcase}
              color="blue"
            />
            <StatCard label="Total Enrollments" value={counts?.total ?? null} icon={IconUsers} color="grape" />
            <StatCard label="Approved Students" value={counts?.approved ?? null} icon={IconUserCheck} color="green" />
            <StatCard label="Pending Requests" value={counts?.pending ?? null} icon={IconClock} color="yellow" />
          </SimpleGrid>
          {enrollments.status === 'error' && <Alert color="red">Failed to load enrollment requests</Alert>}
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3">
                Recent Projects
              </Title>
              <Button variant="subtle" onClick={() => setTab('projects')}>
                View all
              </Button>
            </Group>
            {projectsSection ?? (
              <ProjectGrid projects={projectItems.slice(0, RECENT_COUNT)} enrollments={loadedRequests} onRequests={showRequests} />
            )}
          </Stack>
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h3">
                Recent Videos
              </Title>
              <Button component={Link} to="/upload-video" variant="subtle" leftSection={<IconUpload size={16} aria-hidden />}>
                Upload Video
              </Button>
            </Group>
            <VideoGrid videos={videos} />
          </Stack>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="projects">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              My Projects
            </Title>
            <Button component={Link} to="/create-project" leftSection={<IconPlus size={18} aria-hidden />}>
              Create Project
            </Button>
          </Group>
          {projectsSection ?? <ProjectGrid projects={projectItems} enrollments={loadedRequests} onRequests={showRequests} />}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="videos">
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} size="h3">
              My Recent Videos
            </Title>
            <Group gap="xs">
              <Button component={Link} to="/career-hub" variant="default">
                Career Hub
              </Button>
              <Button component={Link} to="/upload-video" leftSection={<IconUpload size={18} aria-hidden />}>
                Upload Video
              </Button>
            </Group>
          </Group>
          <VideoGrid videos={videos} />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="requests">
        <Stack gap="md">
          <Title order={2} size="h3">
            Enrollment Requests
          </Title>
          <Group align="flex-end" gap="sm">
            <Select
              label="Project"
              placeholder="All projects"
              data={projectItems.map((p) => ({ value: p.id, label: p.data.title }))}
              value={projectFilter}
              onChange={setProjectFilter}
              clearable
              w={{ base: '100%', sm: 320 }}
            />
            <SegmentedControl
              aria-label="Status"
              value={statusFilter}
              onChange={(value) => setStatusFilter(value as StatusFilter)}
              data={[
                { value: 'all', label: 'All' },
                { value: 'pending', label: 'Pending' },
                { value: 'approved', label: 'Approved' },
                { value: 'rejected', label: 'Rejected' },
              ]}
            />
          </Group>
          {enrollments.status === 'loading' && (
            <Stack aria-busy="true" aria-label="Loading enrollment requests">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} h={96} radius="md" />
              ))}
            </Stack>
          )}
          {enrollments.status === 'error' && <Alert color="red">Failed to load enrollment requests</Alert>}
          {enrollments.status === 'success' && (
            <EnrollmentList
              items={shownRequests}
              showProject
              empty={
                projectFilter || statusFilter !== 'all'
                  ? 'No enrollment requests match these filters.'
                  : 'No enrollment requests yet.'
              }
            />
          )}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
