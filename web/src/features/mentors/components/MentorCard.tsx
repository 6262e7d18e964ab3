import { memo, useId } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconStar, IconStarFilled } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { BookingButton } from '@/components/BookingButton';
import { PersonAvatar, useBookingClick } from '@/session';
import { mentorCard } from '../api/card';
import type { Mentor } from '../api/filters';

/** One mentor in the directory: who they are, what they know, their rate and booking. */
function MentorCardContent({ mentor }: { mentor: Mentor }) {
  const titleId = useId();
  const { name, specialization, activity, bio, paid, rate, reviews, rated, shown, more } = mentorCard(mentor);
  const onBook = useBookingClick(mentor);
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <PersonAvatar id={mentor.id} name={name} src={mentor.avatar_url} size={56} />
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {specialization}
            </Text>
            {mentor.location && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin size={14} aria-hidden />
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {mentor.location}
                </Text>
              </Group>
            )}
          </div>
        </Group>
        <Group gap="xs">
          <Badge variant="light" color={paid ? 'blue' : 'green'} style={{ textTransform: 'none' }}>
            <span data-slot="rate">{rate}</span>
          </Badge>
          <Group gap={4} wrap="nowrap">
            {rated ? <IconStarFilled size={14} aria-hidden color="var(--mantine-color-yellow-6)" /> : <IconStar size={14} aria-hidden />}
            <Text size="sm">{reviews}</Text>
          </Group>
        </Group>
        <Text size="xs" c="dimmed">
          {activity}
        </Text>
        <Text size="sm" lineClamp={3}>
          {bio}
        </Text>
        {shown.length > 0 && (
          <Group gap={6} role="list" aria-label={TEXTS.fields.expertise}>
            {shown.map((tag) => (
              <Badge key={tag} variant="outline" role="listitem" style={{ textTransform: 'none' }}>
                {tag}
              </Badge>
            ))}
            {more > 0 && (
              <Badge variant="default" role="listitem" style={{ textTransform: 'none' }}>
                <span data-slot="more">{TEXTS.mentorCard.more(more)}</span>
              </Badge>
            )}
          </Group>
        )}
        <Group mt="auto" pt="sm" gap="xs">
          <Button
            component={Link}
            to={`/profile/${mentor.id}`}
            variant="default"
            style={{ flex: '1 0 auto' }}
          >
            {TEXTS.mentorCard.viewProfile}
          </Button>
          <BookingButton topmateUrl={mentor.topmate_url} mentorName={name} onBook={onBook} style={{ flex: '1 0 auto' }} />
        </Group>
      </Stack>
    </Card>
  );
}

/** Memoised: a list re-renders whenever its total, its device copy or its address changes, and a card's props rarely do. */
export const MentorCard = memo(MentorCardContent);
