import '@mantine/core/styles/Rating.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Paper, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import { displayName, LIMITS, paths, reviewBasisOpen, reviewEditable, reviewLine, reviewWindowEnd, TEXTS, type Profile, type ReviewFields } from '@mentorbridge/model';
import { ConfirmDelete } from '@/components/ConfirmDialog';
import { toast } from '@/components/toast';
import { BlockButton, HiddenByBlock, ReportButton, useWithoutBlocked } from '@/features/moderation';
import { SkeletonGrid } from '@/components/SkeletonGrid';
import { formatDate } from '@/lib/dates';
import { settle } from '@/lib/writeOutcome';
import { PersonAvatar, useMyProfile, useSession } from '@/session';
import { deleteReview, editReview, replyToReview, useMentorReviews, useOwnReview, useReviewBasis, useReviewWindow, writeReview, type ReviewWait } from '../api/reviews';
import { ReviewForm } from './ReviewForm';
import { IconStar } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { FormActions } from '@/components/FormActions';
import { LongText } from '@/components/formFields';

const authorOf = (item: { data: ReviewFields }) => item.data.student_id;

/** The id of the form of a new review: "/profile/{mentor}#review" opens the page at it (app/layout/useRouteFocus.ts). */
export const REVIEW_FORM_ID = 'review';

/**
 * "Write a review" at the top of a mentor's page, for a signed-in student who may review them now and has not yet:
 * it goes to the form below, past the bio and the about.
 */
export function WriteReviewLink({ mentor }: { mentor: Profile }) {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const own = useOwnReview(mentor.id, uid);
  const basis = useReviewBasis(mentor.id, uid);
  if (!uid || uid === mentor.id || own.status !== 'success' || own.data || !basis.basis) return null;
  return (
    <Group>
      <Button component={Link} to={`#${REVIEW_FORM_ID}`} variant="light" leftSection={<IconStar size={16} aria-hidden />}>
        {TEXTS.reviews.write}
      </Button>
    </Group>
  );
}

/**
 * A mentor's reviews on their profile: the average and count, the signed-in student's own review (written when a
 * confirmed session or an approved request allows it, editable for LIMITS.reviewEditDays days), then every review
 * newest first with the mentor's reply, a page at a time. The mentor replies from here, once per review.
 */
export function MentorReviews({ mentor }: { mentor: Profile }) {
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const [pages, setPages] = useState(1);
  const reviews = useMentorReviews(mentor.id, pages);
  // Reviews by people the viewer blocked are left out; "Load more" still pages through the mentor's reviews.
  const { shown, hidden } = useWithoutBlocked(reviews.items, authorOf);
  const isMentor = uid === mentor.id;
  const headingId = 'mentor-reviews';

  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId} id="reviews">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id={headingId}>
          {TEXTS.reviews.title}
        </Title>
        <Text c="dimmed">{reviewLine(mentor)}</Text>
      </Group>
      {uid && !isMentor && <OwnReview mentorId={mentor.id} mentorName={displayName(mentor.display_name)} uid={uid} />}
      {reviews.status === 'loading' && (
        <SkeletonGrid label={TEXTS.reviews.loading} cols={1}>
          <Skeleton height={96} radius="md" />
          <Skeleton height={96} radius="md" />
        </SkeletonGrid>
      )}
      {reviews.status === 'error' && <Alert color="red">{TEXTS.reviews.failed}</Alert>}
      {reviews.status === 'success' && reviews.items.length === 0 && <Text c="dimmed">{TEXTS.reviews.empty}</Text>}
      {reviews.status === 'success' && <HiddenByBlock count={hidden} />}
      {reviews.status === 'success' && shown.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={TEXTS.reviews.title}>
          {shown.map(({ id, data }) => (
            <ReviewItem key={id} review={data} mentorName={displayName(mentor.display_name)} canReply={isMentor} />
          ))}
        </Stack>
      )}
      {reviews.status === 'success' && reviews.hasMore && (
        <Group justify="center">
          <Button variant="default" onClick={() => setPages((n) => n + 1)}>
            {TEXTS.reviews.loadMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Stars({ stars }: { stars: number }) {
  return <Rating value={stars} readOnly count={LIMITS.ratingMax} aria-label={TEXTS.reviews.stars(stars)} role="img" />;
}

function ReviewItem({ review, mentorName, canReply }: { review: ReviewFields; mentorName: string; canReply: boolean }) {
  const name = displayName(review.student.display_name);
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={name}>
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="center">
          <PersonAvatar id={review.student_id} name={name} src={review.student.avatar_url} size={32} />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(review.created_at) || TEXTS.pending.sending}
              {review.confirmed_by && ` · ${TEXTS.reviews.confirmedBy[review.confirmed_by]}`}
            </Text>
          </Stack>
        </Group>
        <Stars stars={review.stars} />
        <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.text}</Text>
        {review.reply ? (
          <Paper bg="var(--mantine-color-default-hover)" radius="sm" p="sm">
            <Text size="sm" fw={600}>
              {TEXTS.reviews.replyHeading(mentorName)}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.reply}
            </Text>
          </Paper>
        ) : (
          canReply && <ReplyForm mentorId={review.mentor_id} studentId={review.student_id} studentName={name} />
        )}
        {review.created_at && (
          <Group justify="flex-end" gap={4} wrap="wrap">
            <ReportButton
              kind="review"
              targetPath={paths.review(review.mentor_id, review.student_id)}
              authorId={review.student_id}
              what={TEXTS.people.by(review.student.display_name)}
            />
            <BlockButton personId={review.student_id} name={review.student.display_name} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ReplyForm({ mentorId, studentId, studentName }: { mentorId: string; studentId: string; studentName: string }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  if (!open) {
    return (
      <Group>
        <Button size="xs" variant="light" onClick={() => setOpen(true)} aria-label={`${TEXTS.reviews.reply}: ${studentName}`}>
          {TEXTS.reviews.reply}
        </Button>
      </Group>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setError(TEXTS.reviews.replyLabel);
      return;
    }
    setBusy(true);
    const failed = () => toast.error(TEXTS.reviews.replyFailed);
    try {
      await settle(replyToReview(mentorId, studentId, trimmed), failed);
      toast.success(TEXTS.reviews.replySaved);
      setOpen(false);
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="xs">
        <LongText
          label={TEXTS.reviews.replyLabel}
          max={LIMITS.reviewReply}
          rows={2}
          required
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <FormActions submit={TEXTS.reviews.replySubmit} onCancel={() => setOpen(false)} busy={busy} size="xs" />
      </Stack>
    </form>
  );
}

/**
 * The signed-in student's own review: the form when they may write one, or their review's controls: Edit while
 * editable, and Delete at any time (the rules allow both; a deleted review may be written again on the same basis).
 */
function OwnReview({ mentorId, mentorName, uid }: { mentorId: string; mentorName: string; uid: string }) {
  const own = useOwnReview(mentorId, uid);
  const basis = useReviewBasis(mentorId, uid);
  // The window of the review's basis: it opened with the first review on it, whatever was deleted since.
  const window = useReviewWindow(own.data?.basis_id ?? null);
  const me = useMyProfile();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (own.status !== 'success' || basis.status === 'loading' || window === undefined || me.status !== 'ready') return null;
  const review = own.data;
  if (review && !editing) {
    const now = new Date();
    const editable = reviewEditable(review.created_at, now) && reviewBasisOpen(window, now);
    // Before the server time arrives, the window runs from now.
    const until = reviewWindowEnd(window?.opened_at ?? review.created_at ?? now);
    const remove = () => {
      setConfirming(false);
      const failed = () => toast.error(TEXTS.reviews.deleteFailed);
      settle(deleteReview(mentorId, uid), failed).then(() => toast.success(TEXTS.reviews.deleted), failed);
    };
    return (
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {editable
            ? TEXTS.reviews.editUntil(formatDate(until))
            : TEXTS.reviews.yours}
        </Text>
        <Group gap="xs">
          {editable && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {TEXTS.reviews.edit}
            </Button>
          )}
          <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
            {TEXTS.reviews.delete}
          </Button>
        </Group>
        <ConfirmDelete
          texts={TEXTS.confirm.deleteReview}
          message={TEXTS.confirm.deleteReview.message(mentorName)}
          opened={confirming}
          onConfirm={remove}
          onCancel={() => setConfirming(false)}
        />
      </Group>
    );
  }
  if (review) {
    return (
      <ReviewForm
        title={TEXTS.reviews.edit}
        initial={{ stars: review.stars, text: review.text }}
        submitLabel={TEXTS.actions.saveChanges}
        save={(input) => editReview(mentorId, uid, input)}
        onDone={() => setEditing(false)}
        onCancel={() => setEditing(false)}
      />
    );
  }
  if (!basis.basis) return basis.wait ? <WaitLine wait={basis.wait} /> : null;
  const allowed = basis.basis;
  return (
    <ReviewForm
      id={REVIEW_FORM_ID}
      title={TEXTS.reviews.write}
      initial={{ stars: 0, text: '' }}
      submitLabel={TEXTS.reviews.submit}
      save={(input) => writeReview(me.profile, mentorId, { ...input, ...allowed })}
    />
  );
}

/** Why a student with a basis cannot review the mentor now (ReviewWait). */
function WaitLine({ wait }: { wait: ReviewWait }) {
  const line =
    wait.kind === 'from'
      ? TEXTS.reviews.reviewFrom(formatDate(wait.date))
      : wait.kind === 'activity'
        ? TEXTS.reviews.reviewAfterActivity
        : wait.kind === 'mentor'
          ? TEXTS.reviews.reviewAfterMentor(wait.date && formatDate(wait.date))
          : TEXTS.reviews.windowClosed;
  return (
    <Text size="sm" c="dimmed">
      {line}
    </Text>
  );
}
