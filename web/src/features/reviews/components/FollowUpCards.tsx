import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { displayName, TEXTS, type BookingAnswer, type MentorCheckAnswer } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { settle } from '@/lib/writeOutcome';
import { useProfile } from '@/session';
import { answerFollowUp, answerSessionCheck, useAskedFollowUps, useMentorChecks } from '../api/followUps';

/**
 * The questions each dashboard asks, read by the dashboard itself: it shows them with the rest of its first content,
 * so they never push down what is already on the screen.
 */
export { useAskedFollowUps, useMentorChecks };
type FollowUpQuestions = ReturnType<typeof useAskedFollowUps>;
type SessionChecks = ReturnType<typeof useMentorChecks>;

/** An answer to a question: what it writes, its button, and the toast after it is saved. */
interface Answer<A extends string> {
  value: A;
  label: string;
  thanks: string;
}

const STUDENT_ANSWERS: readonly Answer<BookingAnswer>[] = [
  { value: 'yes', label: TEXTS.followUps.yes, thanks: TEXTS.followUps.thanksYes },
  { value: 'no', label: TEXTS.followUps.no, thanks: TEXTS.followUps.thanksNo },
  { value: 'not_yet', label: TEXTS.followUps.notYet, thanks: TEXTS.followUps.thanksNotYet },
];

const MENTOR_ANSWERS: readonly Answer<MentorCheckAnswer>[] = [
  { value: 'yes', label: TEXTS.sessionChecks.yes, thanks: TEXTS.sessionChecks.thanksYes },
  { value: 'no', label: TEXTS.sessionChecks.no, thanks: TEXTS.sessionChecks.thanksNo },
];

/** A dashboard's section of questions about booked sessions: a heading, the load error, the cards. */
function QuestionSection({ headingId, title, error, children }: { headingId: string; title: string; error: string | null; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {error && <Alert color="red">{error}</Alert>}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {children}
      </Stack>
    </Stack>
  );
}

/** One question with its answer buttons, named by the question for the list and the button group. */
function QuestionCard<A extends string>({
  question,
  answers,
  pending,
  onAnswer,
}: {
  question: string;
  answers: readonly Answer<A>[];
  pending: boolean;
  onAnswer: (answer: Answer<A>) => void;
}) {
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={question}>
      <Group justify="space-between" gap="sm">
        <Text fw={600}>{question}</Text>
        <Group gap="xs" role="group" aria-label={question}>
          {answers.map((answer, i) => (
            <Button key={answer.value} size="xs" variant={i === 0 ? 'filled' : 'default'} disabled={pending} onClick={() => onAnswer(answer)}>
              {answer.label}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}

/** Saves an answer, then thanks in a toast; the question leaves the live list on its own. Resolves whether it saved. */
async function saveAnswer(write: Promise<void>, thanks: string, failedText: string): Promise<boolean> {
  const failed = () => toast.error(failedText);
  try {
    await settle(write, failed);
    toast.success(thanks);
    return true;
  } catch {
    failed();
    return false;
  }
}

/**
 * The student's dashboard: "Did your session with Mara happen?" for each booking the follow-up sweep asked about,
 * with Yes / No / Not yet (`asked`: useAskedFollowUps). After a Yes the mentor is asked too, which the card then
 * says. Nothing shows when nothing is asked.
 */
export function FollowUpCards({ asked }: { asked: FollowUpQuestions }) {
  // Answered Yes on this screen: the question leaves the live list, what happens next stays.
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const items = asked.data ?? [];
  if (asked.status === 'loading' || (asked.status === 'success' && items.length === 0 && confirmed.length === 0)) return null;

  const answer = async (intentId: string, { value, thanks }: Answer<BookingAnswer>) => {
    if ((await saveAnswer(answerFollowUp(intentId, value), thanks, TEXTS.followUps.answerFailed)) && value === 'yes') {
      setConfirmed((list) => [...list.filter((id) => id !== intentId), intentId]);
    }
  };

  return (
    <QuestionSection headingId="follow-ups" title={TEXTS.followUps.title} error={asked.status === 'error' ? TEXTS.followUps.loadFailed : null}>
      {items.map(({ id, data, pending }) => (
        <QuestionCard
          key={id}
          question={TEXTS.followUps.question(displayName(data.mentor.display_name))}
          answers={STUDENT_ANSWERS}
          pending={pending}
          onAnswer={(chosen) => void answer(id, chosen)}
        />
      ))}
      {confirmed.map((id) => (
        <Paper key={id} component="li" withBorder radius="md" p="md">
          <Text>{TEXTS.followUps.thanksYes}</Text>
        </Paper>
      ))}
    </QuestionSection>
  );
}

/** "Did you meet Sam?", the student named as their profile names them now. */
function MentorCheckCard({ studentId, pending, onAnswer }: { studentId: string; pending: boolean; onAnswer: (answer: Answer<MentorCheckAnswer>) => void }) {
  const student = useProfile(studentId);
  // The card's frame while the student's name is on its way, as tall as the card: nothing below it moves.
  if (student.status === 'loading') {
    return (
      <Paper component="li" withBorder radius="md" p="md" aria-busy="true" aria-label={TEXTS.loading.profile}>
        <Skeleton h={30} radius="sm" />
      </Paper>
    );
  }
  const name = displayName(student.profile?.display_name);
  return <QuestionCard question={TEXTS.sessionChecks.question(name)} answers={MENTOR_ANSWERS} pending={pending} onAnswer={onAnswer} />;
}

/**
 * The mentor's dashboard: "Did you meet Sam?" for each session a student said happened, asked by the follow-up sweep,
 * with Yes / No, for LIMITS.sessionCheckDays days (then the student's word stands); `asked`: useMentorChecks. Nothing
 * shows when nothing is asked.
 */
export function MentorCheckCards({ asked }: { asked: SessionChecks }) {
  const items = asked.data ?? [];
  if (asked.status === 'loading' || (asked.status === 'success' && items.length === 0)) return null;
  const answer = (intentId: string, { value, thanks }: Answer<MentorCheckAnswer>) =>
    void saveAnswer(answerSessionCheck(intentId, value), thanks, TEXTS.sessionChecks.answerFailed);
  return (
    <QuestionSection headingId="session-checks" title={TEXTS.sessionChecks.title} error={asked.status === 'error' ? TEXTS.sessionChecks.loadFailed : null}>
      {items.map(({ id, data, pending }) => (
        <MentorCheckCard key={id} studentId={data.student_id} pending={pending} onAnswer={(chosen) => answer(id, chosen)} />
      ))}
    </QuestionSection>
  );
}
