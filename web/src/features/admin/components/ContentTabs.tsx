import { useState, type ReactNode } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Query } from 'firebase/firestore';
import { counted, TEXTS, type Discussion, type Project, type VideoDoc } from '@mentorbridge/model';
import { ConfirmDelete } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { formatDate } from '@/lib/dates';
import { deleteContent, type DeletableKind } from '../api/mutations';
import type { Paged } from '../api/paged';
import { adminQueries } from '../api/records';
import { searchFields } from '../api/search';
import { AdminList, useAdminPages } from './AdminList';

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
    <ConfirmDelete
      texts={{ title: TEXTS.confirm.adminDeleteContent.title(texts.noun), action: TEXTS.confirm.adminDeleteContent.action }}
      message={TEXTS.confirm.adminDeleteContent.message(target?.title ?? '')}
      opened={target !== null}
      onConfirm={() => void confirm()}
      onCancel={() => setTarget(null)}
    />
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

/** What one content tab lists, and how a row of it reads. */
interface ContentKind<T extends { id: string; title: string }> {
  kind: DeletableKind;
  /** The list's plural noun ("projects"). */
  nouns: 'projects' | 'videos' | 'discussions';
  query: () => Query<T>;
  searchFields: (item: T) => string[];
  deleted: string;
  deleteFailed: string;
  title: (item: T) => ReactNode;
  /** The row's details after its byline, empty ones left out. */
  meta: (item: T) => (string | null)[];
  /** Where Open goes: a route of the app, or a page outside it; none, no Open button. */
  open: (item: T) => { to: string } | { href: string } | null;
  /** Who made it: "by <author>", or for a video "Shared by <mentor>" (a mentor shares videos they need not have made). */
  byline: (item: T) => string;
}

/** One admin content tab: the searchable, paged list with Open and Delete on each row, and the delete confirmation. */
function ContentTab<T extends { id: string; title: string }>({ content }: { content: ContentKind<T> }) {
  const texts = TEXTS.adminContent;
  const paged = useAdminPages(content.query);
  const noun = texts.kinds[content.kind];
  const deletion = useDeletion(paged, content.kind, { noun, deleted: content.deleted, failed: content.deleteFailed });
  const openButton = (item: T) => {
    const target = content.open(item);
    if (!target) return null;
    return 'to' in target ? (
      <Button component={Link} to={target.to} size="xs" variant="light" aria-label={texts.openLabel(noun, item.title)}>
        {texts.open}
      </Button>
    ) : (
      <Button component="a" href={target.href} target="_blank" rel="noopener noreferrer" size="xs" variant="light" aria-label={texts.openInNewTabLabel(noun, item.title)}>
        {texts.open}
      </Button>
    );
  };
  return (
    <>
      <AdminList
        paged={paged}
        noun={texts.nouns[content.nouns]}
        searchPlaceholder={texts.search[content.nouns]}
        searchFields={content.searchFields}
        renderItem={(item: T) => (
          <Row
            title={content.title(item)}
            meta={[content.byline(item), ...content.meta(item)].filter(Boolean).join(' · ')}
            actions={
              <>
                {openButton(item)}
                <Button size="xs" color="red" variant="light" onClick={() => deletion.ask(item)} aria-label={texts.deleteLabel(noun, item.title)}>
                  {texts.delete}
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

const PROJECTS: ContentKind<Project> = {
  kind: 'project',
  nouns: 'projects',
  query: adminQueries.projects,
  searchFields: searchFields.projects,
  deleted: TEXTS.toasts.admin.projectDeleted,
  deleteFailed: TEXTS.toasts.admin.projectDeleteFailed,
  byline: (p) => TEXTS.people.by(p.mentor.display_name),
  title: (p) => p.title,
  meta: (p) => [p.category, capitalize(p.difficulty), formatDate(p.created_at)],
  open: (p) => ({ to: `/projects/${p.id}` }),
};

const VIDEOS: ContentKind<VideoDoc> = {
  kind: 'video',
  nouns: 'videos',
  query: adminQueries.videos,
  searchFields: searchFields.videos,
  deleted: TEXTS.toasts.admin.videoDeleted,
  deleteFailed: TEXTS.toasts.admin.videoDeleteFailed,
  byline: (v) => TEXTS.people.sharedBy(v.mentor.display_name),
  title: (v) => v.title,
  meta: (v) => [formatDate(v.created_at)],
  open: (v) => (v.video_url ? { href: v.video_url } : null),
};

const DISCUSSIONS: ContentKind<Discussion> = {
  kind: 'discussion',
  nouns: 'discussions',
  query: adminQueries.discussions,
  searchFields: searchFields.discussions,
  deleted: TEXTS.toasts.admin.discussionDeleted,
  deleteFailed: TEXTS.toasts.admin.discussionDeleteFailed,
  byline: (d) => TEXTS.people.by(d.author.display_name),
  title: (d) => (
    <>
      {d.title}{' '}
      <Badge variant="light" size="sm" ml={4}>
        {d.category}
      </Badge>
    </>
  ),
  meta: (d) => [counted(d.likes_count, TEXTS.counts.like), counted(d.comments_count, TEXTS.counts.comment), formatDate(d.created_at)],
  open: (d) => ({ to: `/discussions/${d.id}` }),
};

export const ProjectsTab = () => <ContentTab content={PROJECTS} />;
export const VideosTab = () => <ContentTab content={VIDEOS} />;
export const DiscussionsTab = () => <ContentTab content={DISCUSSIONS} />;
