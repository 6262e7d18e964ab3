import { memo, type ReactNode, useId } from 'react';
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconPlayerPlayFilled, IconStar, IconStarFilled } from '@tabler/icons-react';
import { ratingAverage, TEXTS } from '@mentorbridge/model';
import { PendingBadge } from '@/components/PendingBadge';
import type { Video } from '../api/types';
import { VideoThumbnail } from './VideoThumbnail';

/** One video in a grid: thumbnail, category, rating, title, mentor, description and Watch Video. */
function VideoCardContent({
  video,
  onPlay,
  actions,
  priority = false,
}: {
  video: Video;
  onPlay: (video: Video) => void;
  actions?: ReactNode;
  /** The card is in the list's first row: its thumbnail loads at once (VideoThumbnail). */
  priority?: boolean;
}) {
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="md" h="100%">
      <Card.Section>
        {/* The thumbnail repeats the Watch Video button for mouse and touch users. */}
        <Box pos="relative" style={{ cursor: 'pointer' }} onClick={() => onPlay(video)} aria-hidden>
          <VideoThumbnail video={video} priority={priority} />
          <Badge
            pos="absolute"
            bottom={8}
            right={8}
            color="dark"
            variant="filled"
            radius="sm"
            leftSection={<IconClock size={12} />}
          >
            {video.duration}
          </Badge>
        </Box>
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs">
          <Badge variant="light">{video.category}</Badge>
          <Group gap={4} wrap="nowrap">
            {ratingAverage(video) === null ? (
              <IconStar size={14} color="var(--mantine-color-dimmed)" aria-hidden />
            ) : (
              <IconStarFilled size={14} color="var(--mantine-color-yellow-7)" aria-hidden />
            )}
            <Text size="sm" fw={600} c="dimmed">
              {video.rating_line}
            </Text>
          </Group>
        </Group>
        <Title order={2} size="h4" id={titleId} lineClamp={2}>
          {video.title}
        </Title>
        <Text size="sm" c="dimmed">
          {TEXTS.people.sharedBy(video.mentor.display_name)}
        </Text>
        <Text size="sm" lineClamp={3}>
          {video.description}
        </Text>
        {video.pending && (
          <Box>
            <PendingBadge label={TEXTS.pending.saving} />
          </Box>
        )}
        <Group mt="auto" pt="xs" gap="xs">
          <Button leftSection={<IconPlayerPlayFilled size={16} />} onClick={() => onPlay(video)}>
            {TEXTS.videos.watch}
          </Button>
          {actions}
        </Group>
      </Stack>
    </Card>
  );
}

/** Memoised: a list re-renders whenever its total, its device copy or its address changes, and a card's props rarely do. */
export const VideoCard = memo(VideoCardContent);
