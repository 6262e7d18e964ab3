import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { deleteContent, type DeletableCollection } from '../api/mutations';
import { usePagedQuery, type Paged } from '../api/paged';
import { adminQueries, type AdminDiscussion, type AdminProject, type AdminVideo } from '../api/records';
import { searchFields } from '../api/search';
import { AdminList, PAGE_SIZE } from './AdminList';
import { ConfirmDialog } from './ConfirmDialog';

export const formatDate = (value: Date | null): string => (value ? value.toLocaleDateString() : '');
const capitalize = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

interface DeletionTexts {
  /** Singular noun for the dialog, e.g. "project". */
  noun: string;
  deleted: string;
  failed: string;
}

/**
 * Confirm-then-delete for one kind of content. The row leaves the list at once; if the server
 * refuses the delete, it comes back with the failure toast.
 */
function useDeletion<T extends { id: string; title: string }>(paged: Paged<T>, path: DeletableCollection, texts: DeletionTexts) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = async () => {
    if (!target) return;
    const item = target;
    setTarget(null);
    const restore = paged.remove(item.id);
    const fail = () => {
      restore();
      notifications.show({ color: 'red', message: texts.failed });
    };
    try {
      await deleteContent(path, item.id, fail);
      notifications.show({ color: 'green', message: texts.deleted });
    } catch {
      fail();
    }
  };
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={`Delete ${texts.noun}?`}
      confirmLabel="Delete"
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    >
      {`"${target?.title ?? ''}" will be permanently deleted. This cannot be undone.`}
    </ConfirmDialog>
  );
  return { ask: setTarget, dialog };
}

function Row({ title, meta, actions }: { title: ReactNode; meta: ReactNode; actions: ReactNode }) {
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="sm">
      <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Text fw={600} lineClamp={1}>
          {title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {meta}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap">
        {actions}
      </Group>
    </Group>
  );
}

export function ProjectsTab() {
  const base = useMemo(() => adminQueries.projects(), []);
  const paged = usePagedQuery(base, PAGE_SIZE);
  const deletion = useDeletion(paged, 'projects', {
    noun: 'project',
    deleted: 'Project deleted successfully',
    failed: 'Failed to delete project',
  });
  return (
    <>
      <AdminList
        paged={paged}
        noun="projects"
        searchPlaceholder="Search by title, description, category or mentor"
        searchFields={searchFields.projects}
        loadErrorMessage="Failed to load projects"
        renderItem={(p: AdminProject) => (
          <Row
            title={p.title}
            meta={[`by ${p.mentorName}`, p.category, capitalize(p.difficulty), formatDate(p.createdAt)].filter(Boolean).join(' · ')}
            actions={
              <>
                <Button component={Link} to={`/projects/${p.id}`} size="xs" variant="light" aria-label={`Open project ${p.title}`}>
                  Open
                </Button>
                <Button size="xs" color="red" variant="light" onClick={() => deletion.ask(p)} aria-label={`Delete project ${p.title}`}>
                  Delete
                </Button>
              </>
            }
          />
        )}
      />
      {deletion.dialog}
    </>
  );
}

export function VideosTab() {
  const base = useMemo(() => adminQueries.videos(), []);
  const paged = usePagedQuery(base, PAGE_SIZE);
  const deletion = useDeletion(paged, 'videos', {
    noun: 'video',
    deleted: 'Video deleted successfully',
    failed: 'Failed to delete video',
  });
  return (
    <>
      <AdminList
        paged={paged}
        noun="videos"
        searchPlaceholder="Search by title, description or mentor"
        searchFields={searchFields.videos}
        loadErrorMessage="Failed to load videos"
        renderItem={(v: AdminVideo) => (
          <Row
            title={v.title}
            meta={[`by ${v.mentorName}`, formatDate(v.createdAt)].filter(Boolean).join(' · ')}
            actions={
              <>
                {v.videoUrl && (
                  <Button
                    component="a"
                    href={v.videoUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    size="xs"
                    variant="light"
                    aria-label={`Open video ${v.title} (opens in a new tab)`}
                  >
                    Open
                  </Button>
                )}
                <Button size="xs" color="red" variant="light" onClick={() => deletion.ask(v)} aria-label={`Delete video ${v.title}`}>
                  Delete
                </Button>
              </>
            }
          />
        )}
      />
      {deletion.dialog}
    </>
  );
}

export function DiscussionsTab() {
  const base = useMemo(() => adminQueries.discussions(), []);
  const paged = usePagedQuery(base, PAGE_SIZE);
  const deletion = useDeletion(paged, 'community_discussions', {
    noun: 'discussion',
    deleted: 'Discussion deleted successfully',
    failed: 'Failed to delete discussion',
  });
  return (
    <>
      <AdminList
        paged={paged}
        noun="discussions"
        searchPlaceholder="Search by title, content, category or author"
        searchFields={searchFields.discussions}
        loadErrorMessage="Failed to load discussions"
        renderItem={(d: AdminDiscussion) => (
          <Row
            title={
              <>
                {d.title}{' '}
                <Badge variant="light" size="sm" ml={4}>
                  {d.category}
                </Badge>
              </>
            }
            meta={[
              `by ${d.authorName}`,
              `${d.likes} ${d.likes === 1 ? 'like' : 'likes'}`,
              `${d.comments} ${d.comments === 1 ? 'comment' : 'comments'}`,
              formatDate(d.createdAt),
            ]
              .filter(Boolean)
              .join(' · ')}
            actions={
              <>
                <Button component={Link} to={`/discussions/${d.id}`} size="xs" variant="light" aria-label={`Open discussion ${d.title}`}>
                  Open
                </Button>
                <Button size="xs" color="red" variant="light" onClick={() => deletion.ask(d)} aria-label={`Delete discussion ${d.title}`}>
                  Delete
                </Button>
              </>
            }
          />
        )}
      />
      {deletion.dialog}
    </>
  );
}
