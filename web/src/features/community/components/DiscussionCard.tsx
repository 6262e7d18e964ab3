import { memo, useId } from 'react';
import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconHeart, IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { plural, TEXTS, type CountWord, type Discussion } from '@mentorbridge/model';
import { PendingBadge } from '@/components/PendingBadge';
import classes from './community.module.css';
import { PersonLine } from './PersonLine';
import { TagList } from './TagList';

/** A count with its icon; screen readers hear "12 likes". A list's card names the count's slot (earlyCard.tsx). */
export function CountLabel({ icon: Icon, count, word, slot }: { icon: typeof IconHeart; count: number; word: CountWord; slot?: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm" span>
        {slot ? <span data-slot={slot}>{count}</span> : count}
        <VisuallyHidden> {plural(count, word)}</VisuallyHidden>
      </Text>
    </Group>
  );
}

/** A discussion in the list, named by its title; the whole card links to its page. Counts are read-only here. */
function DiscussionCardContent({ id, discussion, pending }: { id: string; discussion: Discussion; pending: boolean }) {
  const titleId = useId();
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card} component="article" aria-labelledby={titleId}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <PersonLine person={discussion.author} date={discussion.created_at} size="sm" />
          <Badge variant="light" style={{ flexShrink: 0 }}>
            {discussion.category}
          </Badge>
        </Group>
        <Title order={2} size="h4" id={titleId} lineClamp={2}>
          <Link to={`/community/discussion/${id}`} className={classes.stretchedLink}>
            {discussion.title}
          </Link>
        </Title>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flexGrow: 1 }}>
          {discussion.content}
        </Text>
        <TagList tags={discussion.tags} />
        <Group gap="md" c="dimmed">
          <CountLabel icon={IconHeart} count={discussion.likes_count} word={TEXTS.counts.like} slot="likes" />
          <CountLabel icon={IconMessageCircle} count={discussion.comments_count} word={TEXTS.counts.comment} slot="comments" />
          {pending && <PendingBadge />}
        </Group>
      </Stack>
    </Card>
  );
}

/** Memoised: a list re-renders whenever its total, its device copy or its address changes, and a card's props rarely do. */
export const DiscussionCard = memo(DiscussionCardContent);
