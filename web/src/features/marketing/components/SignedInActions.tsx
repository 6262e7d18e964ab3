import { Button, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { AFTER_SIGN_IN } from '@/config';
import { isMentor, useMyProfile } from '@/session';

/**
 * The home page's calls to action for a signed-in person: a mentor creates a project (or goes to their dashboard),
 * a student finds a mentor (or looks at the projects). Until the profile is read, a student's.
 */
export function SignedInActions() {
  const { profile } = useMyProfile();
  const [primary, secondary] = isMentor(profile)
    ? [
        { label: TEXTS.home.createProject, to: '/create-project' },
        { label: TEXTS.nav.dashboard, to: AFTER_SIGN_IN },
      ]
    : [
        { label: TEXTS.home.findMentor, to: '/mentorship' },
        { label: TEXTS.home.exploreProjects, to: '/projects' },
      ];
  return (
    <Group justify="center" gap="md">
      <Button component={Link} to={primary.to} size="md" rightSection={<IconArrowRight size={18} />}>
        {primary.label}
      </Button>
      <Button component={Link} to={secondary.to} size="md" variant="default">
        {secondary.label}
      </Button>
    </Group>
  );
}
