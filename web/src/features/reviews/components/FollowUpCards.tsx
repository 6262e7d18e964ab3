import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { displayName, TEXTS, type BookingAnswer, type PersonCopy } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { settle } from '@/lib/writeOutcome';
import { answerFollowUp, useAskedFollowUps } from '../api/followUps';

const THANKS: Record<BookingAnswer, string> = {
  yes: TEXTS.followUps.thanksYes,
  no: TEXTS.followUps.thanksNo,
  not_yet: TEXTS.followUps.thanksNotYet,
};

/**
 * The student's dashboard: "Did your session with Mara happen?" for each booking the follow-up sweep asked about,
 * with Yes / No / Not yet. Yes leads to the mentor's profile to write a review. Nothing shows when nothing is asked.
 */
export function FollowUpCards({ uid }: { uid: string }) {
  const asked = useAskedFollowUps(uid);
  // Confirmed on this screen: the question leaves the live list, the way to the review stays.
  const [confirmed, setConfirmed] = useState<PersonCopy[]>([]);
  const items = asked.data ?? [];
  if (asked.status === 'loading' || (asked.status === 'success' && items.length === 0 && confirmed.length === 0)) return null;

  const answer = async (intentId: string, mentor: PersonCopy, value: BookingAnswer) => {
    const failed = () => toast.error(TEXTS.followUps.answerFailed);
    try {
      await settle(answerFollowUp(intentId, value), failed);
      toast.success(THANKS[value]);
      if (value === 'yes') setConfirmed((list) => [...list.filter((m) => m.id !== mentor.id), mentor]);
    } catch {
      failed();
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="follow-ups">
      <Title order={2} id="follow-ups">
        {TEXTS.followUps.title}
      </Title>
      {asked.status === 'error' && <Alert color="red">{TEXTS.followUps.loadFailed}</Alert>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map(({ id, data, pending }) => {
          const question = TEXTS.followUps.question(displayName(data.mentor.display_name));
          return (
            <Paper key={id} component="li" withBorder radius="md" p="md" aria-label={question}>
              <Group justify="space-between" gap="sm">
                <Text fw={600}>{question}</Text>
                <Group gap="xs" role="group" aria-label={question}>
                  {(['yes', 'no', 'not_yet'] as const).map((value) => (
                    <Button
                      key={value}
                      size="xs"
                      variant={value === 'yes' ? 'filled' : 'default'}
                      disabled={pending}
                      onClick={() => void answer(id, data.mentor, value)}
                    >
                      {value === 'yes' ? TEXTS.followUps.yes : value === 'no' ? TEXTS.followUps.no : TEXTS.followUps.notYet}
                    </Button>
                  ))}
                </Group>
              </Group>
            </Paper>
          );
        })}
        {confirmed.map((mentor) => (
          <Paper key={mentor.id} component="li" withBorder radius="md" p="md" aria-label={displayName(mentor.display_name)}>
            <Group justify="space-between" gap="sm">
              <Text>{TEXTS.followUps.thanksYes}</Text>
              <Button component={Link} to={`/profile/${mentor.id}#reviews`} size="xs">
                {TEXTS.followUps.review}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
