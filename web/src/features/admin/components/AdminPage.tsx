import { Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { IconBrandYoutube } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { AuditTab } from './AuditTab';
import { DiscussionsTab, ProjectsTab, VideosTab } from './ContentTabs';
import { MessagesTab } from './MessagesTab';
import { ReportsTab } from './ReportsTab';
import { UsersTab } from './UsersTab';

const TABS = [
  { value: 'users', label: 'Users', panel: <UsersTab /> },
  { value: 'projects', label: 'Projects', panel: <ProjectsTab /> },
  { value: 'videos', label: 'Videos', panel: <VideosTab /> },
  { value: 'discussions', label: 'Discussions', panel: <DiscussionsTab /> },
  { value: 'messages', label: 'Messages', panel: <MessagesTab /> },
  { value: 'reports', label: TEXTS.moderation.reportsTab, panel: <ReportsTab /> },
  { value: 'audit', label: 'Audit', panel: <AuditTab /> },
] as const;

/** /admin: the admin dashboard (admins only: the route's guard sends everyone else to / with a toast). */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as string) : 'users';

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <div>
          <Title order={1}>Admin Dashboard</Title>
          <Text c="dimmed">Manage users, projects, videos, discussions and contact messages, and see every admin action.</Text>
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
