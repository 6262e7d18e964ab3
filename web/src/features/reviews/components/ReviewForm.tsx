import { useId, useState, type FormEvent } from 'react';
import { Input, Paper, Stack, Title } from '@mantine/core';
import { isReviewText, LIMITS, TEXTS } from '@mentorbridge/model';
import { StarRating } from '@/components/StarRating';
import { toast } from '@/components/toast';
import { settle } from '@/lib/writeOutcome';
import { FormActions } from '@/components/FormActions';
import { LongText } from '@/components/formFields';

/**
 * The student's review form: 1 to 5 stars and a text of LIMITS.reviewTextMin to LIMITS.reviewText characters. Used
 * to write the one review and to edit it; `save` writes it (the rules decide whether it may).
 */
/** Clear of the sticky header (60 px) when scrolled to, with a gap. */
const SCROLL_MARGIN = 76;

export function ReviewForm({
  title,
  initial,
  submitLabel,
  save,
  onDone,
  onCancel,
  id,
}: {
  /** The form's id: a link to "#{id}" scrolls to it and focuses it (the new review's form is "review"). */
  id?: string;
  title: string;
  initial: { stars: number; text: string };
  submitLabel: string;
  save: (input: { stars: number; text: string }) => Promise<void>;
  onDone?: () => void;
  onCancel?: () => void;
}) {
  const starsLabel = useId();
  const starsError = useId();
  const [stars, setStars] = useState(initial.stars);
  const [text, setText] = useState(initial.text);
  const [errors, setErrors] = useState<{ stars?: string; text?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    const found = {
      stars: stars >= LIMITS.ratingMin && stars <= LIMITS.ratingMax ? undefined : TEXTS.reviews.starsRequired,
      text: isReviewText(trimmed) ? undefined : TEXTS.reviews.textTooShort,
    };
    setErrors(found);
    if (found.stars || found.text) return;
    setBusy(true);
    const failed = () => toast.error(TEXTS.reviews.saveFailed);
    try {
      const outcome = await settle(save({ stars, text: trimmed }), failed);
      toast.success(outcome === 'saved' ? TEXTS.reviews.saved : TEXTS.reviews.savedOffline);
      onDone?.();
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper id={id} withBorder radius="md" p="md" component="form" style={{ scrollMarginTop: SCROLL_MARGIN }} onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Input.Wrapper id={starsLabel} label={TEXTS.reviews.formStars} required error={errors.stars} errorProps={{ id: starsError }}>
          <StarRating
            role="radiogroup"
            aria-labelledby={starsLabel}
            aria-describedby={errors.stars ? starsError : undefined}
            count={LIMITS.ratingMax}
            value={stars}
            onChange={setStars}
            getSymbolLabel={TEXTS.ratings.star}
          />
        </Input.Wrapper>
        <LongText
          label={TEXTS.reviews.formText}
          max={LIMITS.reviewText}
          description={TEXTS.reviews.formTextHint}
          required
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={errors.text}
        />
        <FormActions submit={submitLabel} onCancel={onCancel} busy={busy} />
      </Stack>
    </Paper>
  );
}
