import { useEffect } from 'react';
import { Button, Center, Container, Group, Loader, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBrandYoutube } from '@tabler/icons-react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { isAdminProfile, useMyProfile } from '../../profiles';
import { DiscussionsTab, ProjectsTab, VideosTab } from './ContentTabs';
import { MessagesTab } from './MessagesTab';
import { UsersTab } from './UsersTab';

const TABS = [
  { value: 'users', label: 'Users', panel: <UsersTab /> },
  { value: 'projects', label: 'Projects', panel: <ProjectsTab /> },
  { value: 'videos', label: 'Videos', panel: <VideosTab /> },
  { value: 'discussions', label: 'Discussions', panel: <DiscussionsTab /> },
  { value: 'messages', label: 'Messages', panel: <MessagesTab /> },
] as const;

type Access = 'checking' | 'admin' | 'denied' | 'error';

/** /admin: only profiles with admin_role admin; everyone else goes to / with a toast. */
export function AdminPage() {
  const profile = useMyProfile();
  const access: Access =
    profile.status === 'loading'
      ? 'checking'
      : profile.status === 'error'
        ? 'error'
        : profile.status === 'ready' && isAdminProfile(profile.profile)
          ? 'admin'
          : 'denied';
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as string) : 'users';

  useEffect(() => {
    // A fixed id keeps a repeated effect (StrictMode, re-render) from stacking toasts.
    if (access === 'denied') {
      notifications.show({ id: 'admin-denied', color: 'red', message: "You don't have permission to access the admin dashboard" });
    } else if (access === 'error') {
      notifications.show({ id: 'admin-check-failed', color: 'red', message: 'Error checking admin permissions' });
    }
  }, [access]);

  if (access === 'checking') {
    return (
      <Center mih="50vh">
        <Loader aria-label="Checking admin permissions" />
      </Center>
    );
  }
  if (access !== 'admin') return <Navigate to="/" replace />;

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <div>
          <Title order={1}>Admin Dashboard</Title>
          <Text c="dimmed">Manage users, projects, videos, discussions and contact messages.</Text>
        </div>
        <Button component={Link} to="/youtube-setup" variant="light" leftSection={<IconBrandYoutube size={18} aria-hidden />}>
          YouTube Setup
        </Button>
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'users' ? { tab: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md" style={{ flexWrap: 'wrap' }}>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {t.panel}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
