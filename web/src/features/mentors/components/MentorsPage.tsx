import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Container, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SPECIALIZATIONS, TEXTS, type RateBucket } from '@mentorbridge/model';
import { toast } from '@/components/toast';
import { filterMentors, hasFilters, NO_MENTOR_FILTERS, RATE_OPTIONS, type MentorFilters } from '../api/filters';
import { useMentors } from '../api/mentors';
import { MentorCard, MentorCardSkeleton } from './MentorCard';
import { SkeletonGrid } from '@/components/SkeletonGrid';

const SKELETON_CARDS = 4;

/** /mentorship: the public mentor directory with search, industry and rate filters. */
export function MentorsPage() {
  const { status, mentors } = useMentors();
  const [filters, setFilters] = useState<MentorFilters>(NO_MENTOR_FILTERS);
  const shown = useMemo(() => filterMentors(mentors, filters), [mentors, filters]);
  const set = (patch: Partial<MentorFilters>) => setFilters((f) => ({ ...f, ...patch }));

  useEffect(() => {
    if (status === 'error') toast.error(TEXTS.toasts.mentors.loadFailed);
  }, [status]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Find Your Mentor</Title>
          <Text c="dimmed" mt="xs">
            Connect with industry professionals who can guide your career, review your work and help you grow.
          </Text>
        </div>
        <Group align="flex-end" gap="sm" role="search" aria-label="Filter mentors">
          <TextInput
            label="Search mentors"
            placeholder="Name, specialization, expertise or bio"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filters.search}
            onChange={(e) => set({ search: e.currentTarget.value })}
            style={{ flex: '1 1 260px' }}
          />
          <Select
            label="Industry"
            placeholder="All industries"
            data={[{ value: '', label: 'All industries' }, ...SPECIALIZATIONS.map((s) => ({ value: s, label: s }))]}
            value={filters.industry}
            onChange={(value) => set({ industry: value ?? '' })}
            allowDeselect={false}
            style={{ flex: '1 1 200px' }}
          />
          <Select
            label="Hourly rate"
            placeholder="All rates"
            data={[{ value: '', label: 'All rates' }, ...RATE_OPTIONS]}
            value={filters.rate}
            onChange={(value) => set({ rate: (value ?? '') as RateBucket | '' })}
            allowDeselect={false}
            style={{ flex: '1 1 160px' }}
          />
          <Button variant="default" onClick={() => setFilters(NO_MENTOR_FILTERS)} disabled={!hasFilters(filters)}>
            {TEXTS.actions.resetFilters}
          </Button>
        </Group>

        {status === 'error' && (
          <Alert color="red" title={TEXTS.toasts.mentors.loadFailed}>
            Please check your connection and reload the page.
          </Alert>
        )}

        {status === 'loading' ? (
          <SkeletonGrid label={TEXTS.loading.mentors} cols={{ base: 1, sm: 2, lg: 3 }}>
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <MentorCardSkeleton key={i} />
            ))}
          </SkeletonGrid>
        ) : (
          status === 'ready' && (
            <>
              <Text size="sm" c="dimmed" aria-live="polite">
                {shown.length === 1 ? '1 mentor' : `${shown.length} mentors`}
              </Text>
              {shown.length === 0 ? (
                <Stack align="center" py="xl" gap="sm">
                  <Title order={2} size="h3">
                    {TEXTS.empty.mentors}
                  </Title>
                  <Text c="dimmed">
                    {hasFilters(filters) ? TEXTS.empty.tryOtherFilters : TEXTS.empty.mentorsYet}
                  </Text>
                </Stack>
              ) : (
                <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                  {shown.map((mentor) => (
                    <MentorCard key={mentor.id} mentor={mentor} />
                  ))}
                </SimpleGrid>
              )}
            </>
          )
        )}
      </Stack>
    </Container>
  );
}
