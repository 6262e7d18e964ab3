import { memo, useId } from 'react';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { activityText, displayName, responsivenessText } from '@mentorbridge/model';
import { UI } from '@/config';
import { BookingButton } from '@/components/BookingButton';
import { PersonAvatar } from '@/session';
import type { Mentor } from '../api/filters';

/** The first chips shown and how many more there are ("+N more"). */
export function visibleExpertise(expertise: readonly string[]): { shown: string[]; more: number } {
  const shown = expertise.slice(0, UI.mentorExpertiseChips);
  return { shown, more: expertise.length - shown.length };
}

/** One mentor in the directory: who they are, what they know, their rate and booking. */
function MentorCardContent({ mentor }: { mentor: Mentor }) {
  const titleId = useId();
  const name = displayName(mentor.display_name);
  const { shown, more } = visibleExpertise(mentor.expertise);
  return (
    <Card component="article" aria-labelledby={titleId} withBorder radius="md" padding="lg" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start">
          <PersonAvatar name={name} src={mentor.avatar_url} size={56} />
          <div style={{ minWidth: 0 }}>
            <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            <Text size="sm" c="dimmed">
              {mentor.specialization || 'Mentor'}
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
          <Badge variant="light" color={mentor.hourly_rate > 0 ? 'blue' : 'green'} style={{ textTransform: 'none' }}>
            {mentor.hourly_rate > 0 ? `$${mentor.hourly_rate}/hour` : 'Free'}
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {[responsivenessText(mentor.stats), activityText(mentor.stats)].filter(Boolean).join(' · ')}
        </Text>
        <Text size="sm" lineClamp={3}>
          {mentor.bio || 'This mentor has not written a bio yet.'}
        </Text>
        {shown.length > 0 && (
          <Group gap={6} role="list" aria-label="Expertise">
            {shown.map((tag) => (
              <Badge key={tag} variant="outline" role="listitem" style={{ textTransform: 'none' }}>
                {tag}
              </Badge>
            ))}
            {more > 0 && (
              <Badge variant="default" role="listitem" style={{ textTransform: 'none' }}>
                +{more} more
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
            View Profile
          </Button>
          <BookingButton topmateUrl={mentor.topmate_url} mentorName={name} style={{ flex: '1 0 auto' }} />
        </Group>
      </Stack>
    </Card>
  );
}

/** Memoised: a list re-renders whenever its total, its device copy or its address changes, and a card's props rarely do. */
export const MentorCard = memo(MentorCardContent);
