import { useState, type ComponentType, type ReactElement } from 'react';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Title,
} from '@mantine/core';
import { IconEdit, IconLayoutDashboard } from '@tabler/icons-react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { User } from 'firebase/auth';
import { displayName, isOneOf, TEXTS, type ListName, type Profile } from '@mentorbridge/model';
import { PendingBadge } from '@/components/PendingBadge';
import { useOnlineStatus } from '@/components/useOnlineStatus';
import { useCachedItem } from '@/lib/useCachedList';
import { usePageMeta } from '@/lib/usePageMeta';
import { isAdmin, isMentor, PersonAvatar, roleLabel, useProfile, useSession } from '@/session';
import { isMentorProfileComplete } from '../api/validation';
import { AccountSettings } from './AccountSettings';
import { CompletionDialog } from './CompletionDialog';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileInfo } from './ProfileInfo';

const OWN_TABS = ['info', 'account', 'projects', 'videos'] as const;
type OwnTab = (typeof OWN_TABS)[number];

/**
 * A mentor's projects and videos: other features' screens, which the app hands in. `projects` and `videos` are
 * the mentor's own tabs (signed-in screens); `publicProjects` and `publicVideos` are what everyone reads on their page.
 */
export interface MentorPanels {
  projects: ComponentType<{ mentorId: string }>;
  videos: ComponentType<{ mentorId: string }>;
  publicProjects: ComponentType<{ mentorId: string }>;
  publicVideos: ComponentType<{ mentorId: string }>;
  /** The mentor's reviews: on their public page, and on their own profile's info tab (where they reply). */
  reviews: ComponentType<{ mentor: Profile }>;
  /** "Write a review" at the top of a mentor's public page, for a student who may write one. */
  reviewLink: ComponentType<{ mentor: Profile }>;
}

/** A part of one's own account settings that another feature renders. */
export type AccountPanel = ComponentType<{ uid: string; role: Profile['role'] }>;

/**
 * /profile (own, signed in) and /profile/{id} (anyone's; a mentor's is public, with their projects and videos, and
 * a title and description for a shared link's preview). A missing profile goes to /not-found; a visitor asking for
 * a student's profile gets `askToSignIn`. A mentor's own profile adds the Projects and Videos tabs.
 */
export function ProfilePage({
  mentorPanels,
  accountPanel,
  askToSignIn,
}: {
  mentorPanels: MentorPanels;
  /** More of one's own account settings, from another feature (the notification switches). */
  accountPanel?: AccountPanel;
  askToSignIn?: ReactElement;
}) {
  const { id } = useParams();
  const { user, status: sessionStatus } = useSession();
  const uid = id ?? user?.uid ?? null;
  const state = useProfile(uid);
  const online = useOnlineStatus();
  // A mentor seen in the directory opens from the device's copy while loading or offline.
  const cached = useCachedItem<Profile>('mentors' satisfies ListName, id ?? null);
  const shown = state.status === 'ready' ? state.profile : (cached.item ?? null);
  const mentorShown = shown !== null && isMentor(shown);
  const shownName = shown ? displayName(shown.display_name) : '';
  usePageMeta(
    id && mentorShown ? TEXTS.mentorPage.title(shownName) : null,
    id && mentorShown ? TEXTS.mentorPage.description(shownName, shown.specialization) : null,
  );
  // One's own profile is the signed-in /profile, with its tabs.
  if (id && user && id === user.uid) return <Navigate to="/profile" replace />;
  if (id && state.status !== 'ready' && (state.status === 'loading' || !online)) {
    if (cached.item) {
      return (
        <Container size="md" py="xl">
          <Stack gap="lg">
            <ProfileHeader profile={cached.item} pending={false} own={false} />
            <ProfileInfo profile={cached.item} />
          </Stack>
        </Container>
      );
    }
    // Offline, a profile the device has not kept cannot arrive (the SDK's answer from its cache stays "loading").
    if (!online && cached.status === 'done') {
      return <ProfileNotice color="yellow" title={TEXTS.errors.offline} text={TEXTS.profile.notSaved} />;
    }
  }

  if (state.status === 'loading' || state.status === 'signedOut') return <ProfileSkeleton />;
  if (state.status === 'missing') return <Navigate to="/not-found" replace />;
  if (state.status === 'error') {
    // Only mentors' profiles are public: a visitor signs in to see a student's.
    if (sessionStatus === 'signedOut' && askToSignIn) return askToSignIn;
    return <ProfileNotice color="red" title={TEXTS.profile.loadFailed} text={TEXTS.alerts.checkConnection} />;
  }
  const own = !!user && state.profile.id === user.uid;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <ProfileHeader profile={state.profile} pending={state.pending} own={own} />
        {own && user ? (
          <OwnProfile profile={state.profile} user={user} mentorPanels={mentorPanels} accountPanel={accountPanel} />
        ) : (
          <PublicProfile profile={state.profile} mentorPanels={mentorPanels} />
        )}
      </Stack>
    </Container>
  );
}

/** Why no profile is shown: offline without the device's copy, or the read failed. */
function ProfileNotice({ color, title, text }: { color: 'yellow' | 'red'; title: string; text: string }) {
  return (
    <Container size="md" py="xl">
      <Alert color={color} title={title}>
        {text}
      </Alert>
    </Container>
  );
}

/** What everyone reads of someone else's profile: a mentor's adds their newest projects and videos. */
function PublicProfile({ profile, mentorPanels }: { profile: Profile; mentorPanels: MentorPanels }) {
  const { publicProjects: Projects, publicVideos: Videos, reviews: Reviews, reviewLink: ReviewLink } = mentorPanels;
  return (
    <>
      {isMentor(profile) && <ReviewLink mentor={profile} />}
      <ProfileInfo profile={profile} />
      {isMentor(profile) && <Reviews mentor={profile} />}
      {isMentor(profile) && <Projects mentorId={profile.id} />}
      {isMentor(profile) && <Videos mentorId={profile.id} />}
    </>
  );
}

function ProfileHeader({ profile, pending, own }: { profile: Profile; pending: boolean; own: boolean }) {
  const name = displayName(profile.display_name);
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <PersonAvatar id={profile.id} name={name} src={profile.avatar_url} alt={name} size={72} />
      <div style={{ minWidth: 0 }}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        <Group gap={6} mt={4}>
          <Badge variant="light">{roleLabel(profile)}</Badge>
          {isAdmin(profile) && (
            <Badge variant="light" color="grape">
              {TEXTS.roles.admin}
            </Badge>
          )}
          {own && pending && <PendingBadge label={TEXTS.pending.saving} />}
        </Group>
      </div>
    </Group>
  );
}

function OwnProfile({
  profile,
  user,
  mentorPanels,
  accountPanel: AccountPanel,
}: {
  profile: Profile;
  user: User;
  mentorPanels: MentorPanels;
  accountPanel?: AccountPanel;
}) {
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const mentor = isMentor(profile);
  const { projects: MentorProjects, videos: MentorVideos, reviews: Reviews } = mentorPanels;
  const requested = params.get('tab');
  const tab: OwnTab = isOneOf(OWN_TABS, requested) && (mentor || (requested !== 'projects' && requested !== 'videos')) ? requested : 'info';
  const selectTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (!value || value === 'info') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <>
      <Group>
        {!editing && (
          <Button
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => {
              selectTab('info');
              setEditing(true);
            }}
          >
            {TEXTS.profile.edit}
          </Button>
        )}
        <Button component={Link} to="/dashboard" variant="default" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
          {TEXTS.actions.goToDashboard}
        </Button>
      </Group>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="info">{TEXTS.profile.tabs.info}</Tabs.Tab>
          <Tabs.Tab value="account">{TEXTS.profile.tabs.account}</Tabs.Tab>
          {mentor && <Tabs.Tab value="projects">{TEXTS.mentorPage.projects}</Tabs.Tab>}
          {mentor && <Tabs.Tab value="videos">{TEXTS.mentorPage.videos}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          {editing ? (
            <ProfileEditForm profile={profile} user={user} onDone={() => setEditing(false)} />
          ) : (
            <Stack gap="lg">
              <ProfileInfo profile={profile} />
              {mentor && <Reviews mentor={profile} />}
            </Stack>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="account" pt="md">
          <Stack>
            {AccountPanel && <AccountPanel uid={profile.id} role={profile.role} />}
            <AccountSettings profile={profile} user={user} />
          </Stack>
        </Tabs.Panel>
        {mentor && (
          <Tabs.Panel value="projects" pt="md">
            <MentorProjects mentorId={profile.id} />
          </Tabs.Panel>
        )}
        {mentor && (
          <Tabs.Panel value="videos" pt="md">
            <MentorVideos mentorId={profile.id} />
          </Tabs.Panel>
        )}
      </Tabs>
      {mentor && !isMentorProfileComplete(profile) && <CompletionDialog profile={profile} />}
    </>
  );
}

function ProfileSkeleton() {
  return (
    <Container size="md" py="xl" aria-busy="true" aria-label={TEXTS.loading.profile}>
      <Group gap="md">
        <Skeleton circle height={72} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton height={28} width="40%" />
          <Skeleton height={18} width={80} />
        </Stack>
      </Group>
      <Paper withBorder radius="md" p="lg" mt="lg">
        <Skeleton height={14} mb="sm" />
        <Skeleton height={14} mb="sm" />
        <Skeleton height={14} width="70%" />
      </Paper>
    </Container>
  );
}
