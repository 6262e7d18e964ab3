import { useId, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Chip,
  Group,
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
import { ENROLLMENT_STATUSES, TEXTS, type Enrollment, type EnrollmentStatus, type Project } from '@mentorbridge/model';
import { EnrollmentList, ProjectCard, requestSections, useMentorEnrollments, useMentorProjects } from '@/features/projects';
import { MentorCheckCards, useMentorChecks } from '@/features/reviews/components/FollowUpCards';
import { RecentVideos } from '@/features/videos';
import type { LiveItem } from '@/lib/liveQuery';
import { StatCard } from './StatCard';
import { SkeletonGrid } from '@/components/SkeletonGrid';

/** The overview shows the 3 most recent projects and videos, and the 3 longest-waiting applications. */
const RECENT_COUNT = 3;
/** The tabs' side padding: Mantine's 16 px on wider screens, 10 px on a phone. */
const TAB_PADDING = { base: 'xs', sm: 'md' } as const;

type StatusFilter = 'all' | EnrollmentStatus;

/** The request list's status choices: all, then every state in its badge's words. */
const STATUS_FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: TEXTS.dashboard.allStatuses },
  ...ENROLLMENT_STATUSES.map((status) => ({ value: status, label: TEXTS.enrollment.status[status] })),
];

function GridSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGrid label={label} cols={{ base: 1, sm: 2, md: 3 }} repeat={3}>
      <Skeleton h={200} radius="md" />
    </SkeletonGrid>
  );
}

/**
 * The overview while its first content is on its way: one placeholder taller than a phone's screen, so what comes
 * (the applications waiting, the session checks, the numbers and the newest projects, all at once) pushes nothing.
 */
function OverviewSkeleton() {
  return (
    <SkeletonGrid label={TEXTS.loading.dashboard} cols={1} repeat={1}>
      <Stack gap="xl">
        <Skeleton h={160} radius="md" />
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} h={92} radius="md" />
          ))}
        </SimpleGrid>
        <Skeleton h={320} radius="md" />
      </Stack>
    </SkeletonGrid>
  );
}

/** A section's heading (an `h2`) with its actions at the other end of the line. */
function SectionHeading({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Group>
  );
}

/** A section of the mentor's applications under its heading (an `h3` in the Applications tab). */
function RequestSection({ title, items, empty }: { title: string; items: readonly LiveItem<Enrollment>[]; empty: string }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title} ({items.length})
      </Title>
      <EnrollmentList items={items} showProject empty={empty} />
    </Stack>
  );
}

/**
 * The overview's first section: the applications waiting for the mentor's decision, the longest-waiting first
 * (up to RECENT_COUNT, with a way to all of them); null when they could not be read.
 */
function NeedsAnswer({ items, onSeeAll }: { items: readonly LiveItem<Enrollment>[] | null; onSeeAll: () => void }) {
  const id = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3" id={id}>
          {TEXTS.dashboard.needsAnswer}
          {items && items.length > 0 ? ` (${items.length})` : ''}
        </Title>
        {items && items.length > RECENT_COUNT && (
          <Button variant="subtle" onClick={onSeeAll}>
            {TEXTS.dashboard.seeAllWaiting(items.length)}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {TEXTS.dashboard.needsAnswerIntro}
      </Text>
      {items === null ? (
        <Alert color="red">{TEXTS.alerts.enrollmentRequestsFailed}</Alert>
      ) : (
        <EnrollmentList items={items.slice(0, RECENT_COUNT)} showProject empty={TEXTS.dashboard.nothingWaiting} />
      )}
    </Stack>
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
        const approved = mine.filter((e) => e.status === 'approved').length;
        return (
          <ProjectCard
            key={id}
            project={data}
            pending={pending}
            actions={
              <Stack gap="xs">
                {enrollments ? (
                  <Text size="sm" c="dimmed">
                    {TEXTS.dashboard.projectCounts(approved, waiting)}
                  </Text>
                ) : (
                  <Skeleton h={14} w={140} my={3} />
                )}
                {/* The three share the row, and wrap rather than cut a word on a narrow card. */}
                <Group gap="xs" grow preventGrowOverflow={false}>
                  <Button component={Link} to={`/projects/${id}`} size="xs" variant="default">
                    {TEXTS.dashboard.view}
                  </Button>
                  <Button component={Link} to={`/create-project?edit=${id}`} size="xs" variant="default">
                    {TEXTS.actions.edit}
                  </Button>
                  <Button size="xs" variant="light" onClick={() => onRequests(id)} aria-label={TEXTS.dashboard.requestsLabel(data.title)}>
                    {TEXTS.dashboard.requests}
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

/** A mentor's dashboard: Overview, Projects, Videos and Applications (`?project={id}` pre-filters them). */
export function MentorDashboard({ uid }: { uid: string }) {
  const [params, setParams] = useSearchParams();
  const projectFilter = params.get('project');
  const [tab, setTab] = useState<string | null>(projectFilter ? 'requests' : 'overview');
  const [statusFilter, setStatusFilter] = useState<StatusFilter>('all');
  const statusLabel = useId();
  const projects = useMentorProjects(uid);
  const enrollments = useMentorEnrollments(uid);
  const checks = useMentorChecks(uid);
  const overviewReady = projects.status !== 'loading' && enrollments.status !== 'loading' && checks.status !== 'loading';

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

  const sections = requestSections(
    requestItems.filter(
      ({ data: e }) =>
        (!projectFilter || e.project_id === projectFilter) && (statusFilter === 'all' || e.status === statusFilter),
    ),
  );
  const shownRequests = [...sections.needsAnswer, ...sections.waitingForStudent, ...sections.decided];
  // The overview's list does not follow the Applications tab's filters.
  const waiting = enrollments.status === 'success' ? requestSections(requestItems).needsAnswer : null;
  const seeAllWaiting = () => {
    setProjectFilter(null);
    setStatusFilter('all');
    setTab('requests');
  };

  const projectsSection =
    projects.status === 'loading' ? (
      <GridSkeleton label={TEXTS.loading.projects} />
    ) : projects.status === 'error' ? (
      <Alert color="red">{TEXTS.alerts.projectsFailed}</Alert>
    ) : projectItems.length === 0 ? (
      <Stack align="center" py="lg" gap="sm">
        <Text c="dimmed">{TEXTS.empty.dashboardProjects}</Text>
        <Button component={Link} to="/create-project" leftSection={<IconPlus size={18} aria-hidden />}>
          {TEXTS.actions.createProject}
        </Button>
      </Stack>
    ) : null;

  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      {/* Narrower tabs on a phone, so the four fit one line at 390 px. */}
      <Tabs.List mb="lg">
        <Tabs.Tab value="overview" px={TAB_PADDING}>
          {TEXTS.dashboard.tabs.overview}
        </Tabs.Tab>
        <Tabs.Tab value="projects" px={TAB_PADDING}>
          {TEXTS.dashboard.tabs.projects}
        </Tabs.Tab>
        <Tabs.Tab value="videos" px={TAB_PADDING}>
          {TEXTS.dashboard.tabs.videos}
        </Tabs.Tab>
        <Tabs.Tab value="requests" px={TAB_PADDING}>
          {TEXTS.enrollment.applications}{counts && counts.pending > 0 ? ` (${counts.pending})` : ''}
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="overview">
        <Stack gap="xl">
          {overviewReady ? (
            <>
              <NeedsAnswer items={waiting} onSeeAll={seeAllWaiting} />
              <MentorCheckCards asked={checks} />
              <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                <StatCard
                  label={TEXTS.dashboard.totalProjects}
                  value={projects.status === 'success' ? projectItems.length : null}
                  icon={IconBriefcase}
                  color="blue"
                />
                <StatCard label={TEXTS.enrollment.totalApplications} value={counts?.total ?? null} icon={IconUsers} color="grape" />
                <StatCard label={TEXTS.enrollment.approvedStudents} value={counts?.approved ?? null} icon={IconUserCheck} color="green" />
                <StatCard label={TEXTS.enrollment.pendingApplications} value={counts?.pending ?? null} icon={IconClock} color="yellow" />
              </SimpleGrid>
              <Stack gap="sm">
                <SectionHeading title={TEXTS.dashboard.recentProjects}>
                  <Button variant="subtle" onClick={() => setTab('projects')}>
                    {TEXTS.dashboard.viewAll}
                  </Button>
                </SectionHeading>
                {projectsSection ?? (
                  <ProjectGrid projects={projectItems.slice(0, RECENT_COUNT)} enrollments={loadedRequests} onRequests={showRequests} />
                )}
              </Stack>
            </>
          ) : (
            <OverviewSkeleton />
          )}
          <Stack gap="sm">
            <SectionHeading title={TEXTS.dashboard.recentVideos}>
              <Button component={Link} to="/upload-video" variant="subtle" leftSection={<IconUpload size={16} aria-hidden />}>
                {TEXTS.actions.uploadVideo}
              </Button>
            </SectionHeading>
            <RecentVideos mentorId={uid} count={RECENT_COUNT} />
          </Stack>
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="projects">
        <Stack gap="md">
          <SectionHeading title={TEXTS.dashboard.myProjects}>
            <Button component={Link} to="/create-project" leftSection={<IconPlus size={18} aria-hidden />}>
              {TEXTS.actions.createProject}
            </Button>
          </SectionHeading>
          {projectsSection ?? <ProjectGrid projects={projectItems} enrollments={loadedRequests} onRequests={showRequests} />}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="videos">
        <Stack gap="md">
          <SectionHeading title={TEXTS.dashboard.myRecentVideos}>
            <Group gap="xs">
              <Button component={Link} to="/career-hub" variant="default">
                {TEXTS.nav.careerHub}
              </Button>
              <Button component={Link} to="/upload-video" leftSection={<IconUpload size={18} aria-hidden />}>
                {TEXTS.actions.uploadVideo}
              </Button>
            </Group>
          </SectionHeading>
          <RecentVideos mentorId={uid} count={RECENT_COUNT} />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="requests">
        <Stack gap="md">
          <Title order={2} size="h3">
            {TEXTS.enrollment.applications}
          </Title>
          <Select
            label={TEXTS.dashboard.project}
            placeholder={TEXTS.dashboard.allProjects}
            data={projectItems.map((p) => ({ value: p.id, label: p.data.title }))}
            value={projectFilter}
            onChange={setProjectFilter}
            clearable
            w={{ base: '100%', sm: 320 }}
          />
          {/* Seven choices wrap onto further lines on a narrow screen instead of scrolling the page. */}
          <Stack gap={4}>
            <Text size="sm" fw={500} id={statusLabel}>
              {TEXTS.dashboard.status}
            </Text>
            <Chip.Group value={statusFilter} onChange={(value) => setStatusFilter(value as StatusFilter)}>
              <Group gap="xs" role="radiogroup" aria-labelledby={statusLabel}>
                {STATUS_FILTERS.map((f) => (
                  // One name makes the chips one radio group: Tab reaches it once, the arrow keys move within it.
                  <Chip key={f.value} value={f.value} size="sm" name={`${statusLabel}-choice`}>
                    {f.label}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
          {enrollments.status === 'loading' && (
            <SkeletonGrid label={TEXTS.loading.enrollmentRequests} cols={1} repeat={3}>
              <Skeleton h={96} radius="md" />
            </SkeletonGrid>
          )}
          {enrollments.status === 'error' && <Alert color="red">{TEXTS.alerts.enrollmentRequestsFailed}</Alert>}
          {enrollments.status === 'success' &&
            (statusFilter === 'all' && shownRequests.length > 0 ? (
              // Every status: what needs an answer first, then what waits for the student, then what is decided.
              <Stack gap="xl">
                <RequestSection title={TEXTS.dashboard.needsAnswer} items={sections.needsAnswer} empty={TEXTS.dashboard.nothingWaiting} />
                {sections.waitingForStudent.length > 0 && (
                  <RequestSection title={TEXTS.dashboard.waitingForStudent} items={sections.waitingForStudent} empty="" />
                )}
                {sections.decided.length > 0 && (
                  <RequestSection title={TEXTS.dashboard.decided} items={sections.decided} empty="" />
                )}
              </Stack>
            ) : (
              <EnrollmentList
                items={shownRequests}
                showProject
                empty={
                  projectFilter || statusFilter !== 'all'
                    ? TEXTS.empty.enrollmentRequestsFiltered
                    : TEXTS.empty.enrollmentRequests
                }
              />
            ))}
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}
