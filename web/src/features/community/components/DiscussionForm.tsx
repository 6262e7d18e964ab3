import { useId, useRef, useState } from 'react';
import { Button, Group, Paper, Select, Stack, TagsInput, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { DISCUSSION_CATEGORIES, isOneOf, LIMITS, personCopy, TEXTS, type DiscussionCategory } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { isAdmin, useMyProfile, useSession } from '@/session';
import { postDiscussion } from '../api/community';
import { normalizeTags } from '../api/text';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';
import { FormActions } from '@/components/FormActions';
import { LongText } from '@/components/formFields';

/** collapsed: a "Start a New Discussion" button that opens the inline card; card: the inline card; page: a full-page form. */
export type DiscussionFormMode = 'collapsed' | 'card' | 'page';

interface Values {
  title: string;
  content: string;
  category: DiscussionCategory;
  tags: string[];
}

const DEFAULT_CATEGORY: DiscussionCategory = DISCUSSION_CATEGORIES[0];
const EMPTY: Values = { title: '', content: '', category: DEFAULT_CATEGORY, tags: [] };

const isCategory = (value: string | null): value is DiscussionCategory => isOneOf(DISCUSSION_CATEGORIES, value);

/** The discussion creation form in one of its three modes (only admins may post; the rules agree). */
export function DiscussionForm({ mode, onPosted }: { mode: DiscussionFormMode; onPosted?: (id: string) => void }) {
  const session = useSession();
  const profile = useMyProfile();
  const [expanded, setExpanded] = useState(mode !== 'collapsed');
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  const form = useForm<Values>({ mode: 'controlled', initialValues: EMPTY });

  const open = () => {
    setExpanded(true);
    requestAnimationFrame(() => titleRef.current?.focus());
  };

  const close = () => {
    // The draft stays in the form, so opening it again brings it back.
    setExpanded(false);
    requestAnimationFrame(() => openButtonRef.current?.focus());
  };

  const submit = (values: Values) => {
    if (session.status !== 'signedIn' || !session.user) {
      toast.error(TEXTS.toasts.community.signInToPost);
      return;
    }
    if (profile.status !== 'ready') {
      toast.error(TEXTS.toasts.community.profileNotFound);
      return;
    }
    if (!isAdmin(profile.profile)) {
      toast.error(TEXTS.toasts.community.adminsOnly);
      return;
    }
    const title = values.title.trim();
    const content = values.content.trim();
    if (!title || !content) {
      toast.error(TEXTS.validation.discussionRequired);
      (title ? contentRef : titleRef).current?.focus();
      return;
    }
    const input = { title, content, category: values.category, tags: normalizeTags(values.tags) };
    // The discussion appears in the list at once (also offline); only a refusal by the server is reported.
    const { id, saved } = postDiscussion(input, personCopy(profile.profile));
    saved.catch((error: unknown) => {
      console.error('Failed to post discussion:', error);
      toast.error(TEXTS.toasts.community.postFailed);
    });
    form.setValues(EMPTY);
    form.resetDirty(EMPTY);
    toast.success(TEXTS.toasts.community.posted);
    if (mode === 'collapsed') close();
    onPosted?.(id);
  };

  if (!expanded) {
    return (
      <Group>
        <Button ref={openButtonRef} variant="light" leftSection={<IconPlus size={18} aria-hidden />} onClick={open} aria-expanded={false}>
          {TEXTS.community.startNew}
        </Button>
      </Group>
    );
  }

  const busy = session.status === 'loading' || profile.status === 'loading';
  const fields = (
    <form onSubmit={form.onSubmit(submit, focusFirstInvalid)} noValidate aria-labelledby={mode === 'page' ? undefined : headingId}>
      <Stack gap="md">
        <TextInput
          ref={titleRef}
          label={TEXTS.fields.title}
          placeholder={TEXTS.community.titlePlaceholder}
          withAsterisk
          maxLength={LIMITS.discussionTitle}
          {...form.getInputProps('title')}
        />
        <LongText
          label={TEXTS.community.content}
          max={LIMITS.discussionContent}
          rows={mode === 'page' ? 8 : 4}
          ref={contentRef}
          placeholder={TEXTS.community.contentPlaceholder}
          withAsterisk
          maxRows={20}
          {...form.getInputProps('content')}
        />
        <Select
          label={TEXTS.fields.category}
          data={DISCUSSION_CATEGORIES}
          allowDeselect={false}
          value={form.values.category}
          onChange={(value) => isCategory(value) && form.setFieldValue('category', value)}
        />
        <TagsInput
          label={TEXTS.community.tags}
          description={TEXTS.community.tagsHint}
          placeholder={TEXTS.community.tagsPlaceholder}
          maxTags={LIMITS.discussionTags}
          maxLength={LIMITS.discussionTag}
          splitChars={[',']}
          clearable
          value={form.values.tags}
          onChange={(tags) => form.setFieldValue('tags', normalizeTags(tags))}
        />
        <FormActions submit={TEXTS.community.post} onCancel={mode === 'collapsed' ? close : undefined} busy={busy} />
      </Stack>
    </form>
  );

  if (mode === 'page') return fields;

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id={headingId}>
            {TEXTS.community.startNew}
          </Title>
          <Text size="sm" c="dimmed">
            {TEXTS.community.startIntro}
          </Text>
        </div>
        {fields}
      </Stack>
    </Paper>
  );
}
