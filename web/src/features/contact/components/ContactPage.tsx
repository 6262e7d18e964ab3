import { useEffect, useRef, useState } from 'react';
import {
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconMail, IconMapPin, IconPhone, IconSend } from '@tabler/icons-react';
import { LIMITS, schemas, TEXTS, type ContactInput } from '@mentorbridge/model';
import { IconCard } from '@/components/IconCard';
import { toast } from '@/components/toast';
import { CONTACT, UI } from '@/config';
import { settle } from '@/lib/writeOutcome';
import { useSession } from '@/session';
import { sendContactMessage } from '../api/contactMessages';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';

/** The contact page's words. */
const C = TEXTS.contact;

type Status = 'idle' | 'sending' | 'sent';

const EMPTY_VALUES: ContactInput = { name: '', email: '', subject: '', message: '' };

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactPage() {
  const { user } = useSession();
  const [status, setStatus] = useState<Status>('idle');
  const nameInputRef = useRef<HTMLInputElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const restoreFocus = useRef(false);

  const form = useForm<ContactInput>({
    mode: 'controlled',
    initialValues: EMPTY_VALUES,
    validate: schemaResolver(schemas.contactForm, { sync: true }),
  });

  // Both views replace each other, so move focus along with them for keyboard and screen-reader users.
  useEffect(() => {
    if (status === 'sent') {
      sentHeadingRef.current?.focus();
    } else if (status === 'idle' && restoreFocus.current) {
      restoreFocus.current = false;
      nameInputRef.current?.focus();
    }
  }, [status]);

  const handleSubmit = async (values: ContactInput) => {
    setStatus('sending');
    try {
      const { saved } = sendContactMessage(values, user?.uid ?? null);
      const lateFailure = (error: unknown) => console.error('Queued contact message was rejected by the server:', error);
      await Promise.all([settle(saved, lateFailure), wait(UI.contactDelayMs)]);
      setStatus('sent');
      toast.success(TEXTS.toasts.contact.sent);
    } catch (error) {
      console.error('Failed to send contact message:', error);
      setStatus('idle');
      toast.error(TEXTS.toasts.contact.failed);
    }
  };

  const sendAnother = () => {
    form.reset();
    restoreFocus.current = true;
    setStatus('idle');
  };

  const sending = status === 'sending';
  const messageLength = form.values.message.length;

  return (
    <Container size="lg" py={{ base: 32, sm: 48 }}>
      <Stack gap="xl">
        <Stack gap="xs" align="center" ta="center">
          <Title order={1}>{TEXTS.actions.contactUs}</Title>
          <Text c="dimmed" maw={600}>
            {C.intro}
          </Text>
        </Stack>

        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <IconCard inline order={2} icon={IconMail} title={TEXTS.fields.email}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {C.general}
              </Text>
              <Anchor href={`mailto:${CONTACT.generalEmail}`} style={{ overflowWrap: 'anywhere' }}>
                {CONTACT.generalEmail}
              </Anchor>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {C.support}
              </Text>
              <Anchor href={`mailto:${CONTACT.supportEmail}`} style={{ overflowWrap: 'anywhere' }}>
                {CONTACT.supportEmail}
              </Anchor>
            </Stack>
          </IconCard>

          <IconCard inline order={2} icon={IconPhone} title={C.phone}>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {C.customerService}
              </Text>
              <Anchor href={telHref(CONTACT.customerServicePhone)}>{CONTACT.customerServicePhone}</Anchor>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {C.technicalSupport}
              </Text>
              <Anchor href={telHref(CONTACT.technicalSupportPhone)}>{CONTACT.technicalSupportPhone}</Anchor>
            </Stack>
            <Text size="sm">{CONTACT.supportHours}</Text>
          </IconCard>

          <IconCard inline order={2} icon={IconMapPin} title={C.address}>
            <Text size="sm" c="dimmed">
              {C.headquarters}
            </Text>
            <Text component="address" fs="normal">
              {CONTACT.address.map((line) => (
                <span key={line} style={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </Text>
          </IconCard>
        </SimpleGrid>

        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={720} w="100%" mx="auto">
          {status === 'sent' ? (
            <Stack align="center" ta="center" gap="md" py="lg">
              <ThemeIcon size={64} radius="xl" color="green" variant="light" aria-hidden>
                <IconCircleCheck size={40} />
              </ThemeIcon>
              <Title order={2} ref={sentHeadingRef} tabIndex={-1}>
                {C.sentTitle}
              </Title>
              <Text c="dimmed">{C.sentText}</Text>
              <Button onClick={sendAnother} variant="light">
                {C.sendAnother}
              </Button>
            </Stack>
          ) : (
            <Stack gap="lg">
              <Title order={2} id="contact-form-title">
                {C.formTitle}
              </Title>
              <form
                aria-labelledby="contact-form-title"
                noValidate
                onSubmit={form.onSubmit((values) => {
                  if (!sending) void handleSubmit(values);
                }, focusFirstInvalid)}
              >
                <Stack gap="md">
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                    <TextInput
                      ref={nameInputRef}
                      label={C.name}
                      autoComplete="name"
                      withAsterisk
                      readOnly={sending}
                      {...form.getInputProps('name')}
                    />
                    <TextInput
                      label={C.emailAddress}
                      type="email"
                      autoComplete="email"
                      withAsterisk
                      readOnly={sending}
                      {...form.getInputProps('email')}
                    />
                  </SimpleGrid>
                  <TextInput label={C.subject} withAsterisk readOnly={sending} {...form.getInputProps('subject')} />
                  <Textarea
                    label={C.message}
                    withAsterisk
                    rows={6}
                    resize="vertical"
                    readOnly={sending}
                    description={C.characters(messageLength, LIMITS.contactMessage)}
                    {...form.getInputProps('message')}
                  />
                  <Group justify="flex-end">
                    <Button type="submit" disabled={sending} leftSection={<IconSend size={18} />}>
                      {sending ? C.sending : C.send}
                    </Button>
                  </Group>
                </Stack>
              </form>
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
