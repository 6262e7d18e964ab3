import { useMemo, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TEXTS, type Discussion, type Project, type VideoDoc } from '@mentorbridge/model';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { formatDate } from '@/lib/dates';
import { deleteContent, type DeletableKind } from '../api/mutations';
import { usePagedQuery, type Paged } from '../api/paged';
import { adminQueries } from '../api/records';
import { searchFields } from '../api/search';
import { AdminList, PAGE_SIZE } from './AdminList';

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
function useDeletion<T extends { id: string; title: string }>(paged: Paged<T>, kind: DeletableKind, texts: DeletionTexts) {
  const [target, setTarget] = useState<T | null>(null);
  const confirm = async () => {
    if (!target) return;
    const item = target;
    setTarget(null);
    const restore = paged.remove(item.id);
    const fail = () => {
      restore();
      toast.error(texts.failed);
    };
    try {
      await deleteContent(kind, item.id);
      toast.success(texts.deleted);
    } catch {
      fail();
    }
  };
  const dialog = (
    <ConfirmDialog
      opened={target !== null}
      title={TEXTS.confirm.adminDeleteContent.title(texts.noun)}
      confirmLabel={TEXTS.confirm.adminDeleteContent.action}
      destructive
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    >
      {TEXTS.confirm.adminDeleteContent.message(target?.title ?? '')}
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
  const deletion = useDeletion(paged, 'project', {
    noun: 'project',
    deleted: TEXTS.toasts.admin.projectDeleted,
    failed: TEXTS.toasts.admin.projectDeleteFailed,
  });
  return (
    <>
      <AdminList
        paged={paged}
        noun="projects"
        searchPlaceholder="Search by title, description, category or mentor"
        searchFields={searchFields.projects}
        renderItem={(p: Project) => (
          <Row
            title={p.title}
            meta={[`by ${p.mentor.display_name}`, p.category, capitalize(p.difficulty), formatDate(p.created_at)].filter(Boolean).join(' · ')}
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
  const deletion = useDeletion(paged, 'video', {
    noun: 'video',
    deleted: TEXTS.toasts.admin.videoDeleted,
    failed: TEXTS.toasts.admin.videoDeleteFailed,
  });
  return (
    <>
      <AdminList
        paged={paged}
        noun="videos"
        searchPlaceholder="Search by title, description or mentor"
        searchFields={searchFields.videos}
        renderItem={(v: VideoDoc) => (
          <Row
            title={v.title}
            meta={[`by ${v.mentor.display_name}`, formatDate(v.created_at)].filter(Boolean).join(' · ')}
            actions={
              <>
                {v.video_url && (
                  <Button
                    component="a"
                    href={v.video_url}
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
  const deletion = useDeletion(paged, 'discussion', {
    noun: 'discussion',
    deleted: TEXTS.toasts.admin.discussionDeleted,
    failed: TEXTS.toasts.admin.discussionDeleteFailed,
  });
  return (
    <>
      <AdminList
        paged={paged}
        noun="discussions"
        searchPlaceholder="Search by title, content, category or author"
        searchFields={searchFields.discussions}
        renderItem={(d: Discussion) => (
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
              `by ${d.author.display_name}`,
              `${d.likes_count} ${d.likes_count === 1 ? 'like' : 'likes'}`,
              `${d.comments_count} ${d.comments_count === 1 ? 'comment' : 'comments'}`,
              formatDate(d.created_at),
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
