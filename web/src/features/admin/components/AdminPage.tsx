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
  { value: 'users', label: TEXTS.admin.tabs.users, panel: <UsersTab /> },
  { value: 'projects', label: TEXTS.admin.tabs.projects, panel: <ProjectsTab /> },
  { value: 'videos', label: TEXTS.admin.tabs.videos, panel: <VideosTab /> },
  { value: 'discussions', label: TEXTS.admin.tabs.discussions, panel: <DiscussionsTab /> },
  { value: 'messages', label: TEXTS.admin.tabs.messages, panel: <MessagesTab /> },
  { value: 'reports', label: TEXTS.moderation.reportsTab, panel: <ReportsTab /> },
  { value: 'audit', label: TEXTS.admin.tabs.audit, panel: <AuditTab /> },
] as const;

/** /admin: the admin dashboard (admins only: the route's guard sends everyone else to / with a toast). */
export function AdminPage() {
  const [params, setParams] = useSearchParams();
  const tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as string) : 'users';

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="md">
        <div>
          <Title order={1}>{TEXTS.admin.title}</Title>
          <Text c="dimmed">{TEXTS.admin.intro}</Text>
        </div>
        <Button component={Link} to="/youtube-setup" variant="light" leftSection={<IconBrandYoutube size={18} aria-hidden />}>
          {TEXTS.youtubeSetup.title}
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
