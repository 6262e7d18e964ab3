import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { activityText, paths, responsivenessLine, reviewLine, sessionsText, TEXTS, type Profile } from '@mentorbridge/model';
import { BookingButton } from '@/components/BookingButton';
import { BlockButton, ReportButton } from '@/features/moderation';
import { isMentor as hasMentorRole, useBookingClick, useSession } from '@/session';
import classes from './ProfileInfo.module.css';

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

/** What everyone sees about a person; mentors add specialization, rate, expertise and booking. */
export function ProfileInfo({ profile }: { profile: Profile }) {
  const isMentor = hasMentorRole(profile);
  const onBook = useBookingClick(profile);
  // A mentor does not book themselves: their own profile has no booking button.
  const own = useSession().user?.uid === profile.id;
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Field label={TEXTS.fields.location}>{profile.location || TEXTS.profile.notSpecified}</Field>
          {isMentor && <Field label={TEXTS.fields.specialization}>{profile.specialization || TEXTS.profile.notSpecified}</Field>}
          {isMentor && (
            <Field label={TEXTS.profile.hourlyRate}>{profile.hourly_rate > 0 ? TEXTS.mentorCard.rate(profile.hourly_rate) : TEXTS.mentorCard.free}</Field>
          )}
          {isMentor && (
            <Field label={TEXTS.profile.responsiveness}>
              {[responsivenessLine(profile), activityText(profile.stats)].filter(Boolean).join(' · ') || TEXTS.profile.responseUnknown}
            </Field>
          )}
          {isMentor && <Field label={TEXTS.reviews.title}>{reviewLine(profile)}</Field>}
          {isMentor && <Field label={TEXTS.profile.sessions}>{sessionsText(profile.stats) ?? TEXTS.profile.noSessions}</Field>}
        </SimpleGrid>
        <div>
          <Title order={2} size="h4" mb={4}>
            {TEXTS.fields.bio}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }} c={profile.bio ? undefined : 'dimmed'}>
            {profile.bio || TEXTS.profile.noBio}
          </Text>
        </div>
        {profile.description && (
          <div>
            <Title order={2} size="h4" mb={4}>
              {TEXTS.profile.about}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{profile.description}</Text>
          </div>
        )}
        {isMentor && (
          <div>
            <Title order={2} size="h4" mb={6}>
              {TEXTS.fields.expertise}
            </Title>
            {profile.expertise.length > 0 ? (
              <Group gap={6} role="list" aria-label={TEXTS.fields.expertise}>
                {profile.expertise.map((tag) => (
                  <Badge key={tag} variant="light" role="listitem" style={{ textTransform: 'none' }}>
                    {tag}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text c="dimmed">{TEXTS.profile.noExpertise}</Text>
            )}
          </div>
        )}
        <Group gap={4} wrap="wrap" justify="flex-end">
          <ReportButton kind="profile" targetPath={paths.profile(profile.id)} authorId={profile.id} what={profile.display_name} />
          <BlockButton personId={profile.id} name={profile.display_name} />
        </Group>
        {/* The card's last child, so that on a phone it can stick to the screen's bottom over the whole card. */}
        {isMentor && !own && (
          <div className={classes.booking} data-testid="booking-bar">
            <BookingButton topmateUrl={profile.topmate_url} mentorName={profile.display_name} onBook={onBook} />
          </div>
        )}
      </Stack>
    </Paper>
  );
}
