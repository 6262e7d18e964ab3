import { useState, type ComponentType } from 'react';
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
import { displayName, TEXTS, type Profile } from '@mentorbridge/model';
import { PendingBadge } from '@/components/PendingBadge';
import { useOnlineStatus } from '@/components/useOnlineStatus';
import { CACHED_LISTS } from '@/lib/offlineCache';
import { useCachedItem } from '@/lib/useCachedList';
import { isAdmin, isMentor, PersonAvatar, roleLabel, useProfile, useSession } from '@/session';
import { isMentorProfileComplete } from '../api/validation';
import { AccountSettings } from './AccountSettings';
import { CompletionDialog } from './CompletionDialog';
import { ProfileEditForm } from './ProfileEditForm';
import { ProfileInfo } from './ProfileInfo';

const OWN_TABS = ['info', 'account', 'projects', 'videos'] as const;
type OwnTab = (typeof OWN_TABS)[number];

/** A mentor's own projects and videos: other features' screens, which the app hands in. */
export interface MentorPanels {
  projects: ComponentType<{ mentorId: string }>;
  videos: ComponentType<{ mentorId: string }>;
}

/**
 * /profile (own) and /profile/{id} (anyone's); a missing profile goes to /not-found. A mentor's own profile
 * adds the Projects and Videos tabs, showing `mentorPanels`.
 */
export function ProfilePage({ mentorPanels }: { mentorPanels: MentorPanels }) {
  const { id } = useParams();
  const { user } = useSession();
  const uid = id ?? user?.uid ?? null;
  const state = useProfile(uid);
  const online = useOnlineStatus();
  // A mentor seen in the directory opens from the device's copy while loading or offline.
  const cached = useCachedItem<Profile>(CACHED_LISTS.mentors.name, id ?? null);
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
    if (!online && state.status !== 'loading' && cached.status === 'done') {
      return (
        <Container size="md" py="xl">
          <Alert color="yellow" title={TEXTS.errors.offline}>
            This profile is not saved on this device. Connect to the internet to see it.
          </Alert>
        </Container>
      );
    }
  }

  if (state.status === 'loading' || state.status === 'signedOut') return <ProfileSkeleton />;
  if (state.status === 'missing') return <Navigate to="/not-found" replace />;
  if (state.status === 'error') {
    return (
      <Container size="md" py="xl">
        <Alert color="red" title="Could not load this profile">
          Please check your connection and try again.
        </Alert>
      </Container>
    );
  }
  const own = !!user && state.profile.id === user.uid;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <ProfileHeader profile={state.profile} pending={state.pending} own={own} />
        {own && user ? (
          <OwnProfile profile={state.profile} user={user} mentorPanels={mentorPanels} />
        ) : (
          <ProfileInfo profile={state.profile} />
        )}
      </Stack>
    </Container>
  );
}

function ProfileHeader({ profile, pending, own }: { profile: Profile; pending: boolean; own: boolean }) {
  const name = displayName(profile.display_name);
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <PersonAvatar name={name} src={profile.avatar_url} alt={name} size={72} />
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

function OwnProfile({ profile, user, mentorPanels }: { profile: Profile; user: User; mentorPanels: MentorPanels }) {
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const mentor = isMentor(profile);
  const { projects: MentorProjects, videos: MentorVideos } = mentorPanels;
  const requested = params.get('tab');
  const tab: OwnTab =
    OWN_TABS.includes(requested as OwnTab) && (mentor || (requested !== 'projects' && requested !== 'videos'))
      ? (requested as OwnTab)
      : 'info';
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
            Edit Profile
          </Button>
        )}
        <Button component={Link} to="/dashboard" variant="default" leftSection={<IconLayoutDashboard size={16} aria-hidden />}>
          Go to Dashboard
        </Button>
      </Group>
      <Tabs value={tab} onChange={selectTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="info">Profile Info</Tabs.Tab>
          <Tabs.Tab value="account">Account Settings</Tabs.Tab>
          {mentor && <Tabs.Tab value="projects">Projects</Tabs.Tab>}
          {mentor && <Tabs.Tab value="videos">Videos</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          {editing ? (
            <ProfileEditForm profile={profile} user={user} onDone={() => setEditing(false)} />
          ) : (
            <ProfileInfo profile={profile} />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="account" pt="md">
          <AccountSettings profile={profile} user={user} />
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
    <Container size="md" py="xl" aria-busy="true" aria-label="Loading profile">
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
