import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { TEXTS } from '@mentorbridge/model';
import { CardSection } from '@/components/CardSection';
import { usePublicMentorProjects } from '../api/projects';
import { ProjectCard } from './ProjectCard';

/** A mentor's newest projects on their public page, each opening in the projects list's dialog. */
export function MentorProjectsSection({ mentorId }: { mentorId: string }) {
  const state = usePublicMentorProjects(mentorId);
  return (
    <CardSection
      id="mentor-projects"
      title={TEXTS.mentorPage.projects}
      status={state.status}
      items={state.data}
      texts={{ loading: TEXTS.loading.projects, failed: TEXTS.alerts.projectsFailed, empty: TEXTS.mentorPage.noProjects }}
      card={({ id, data }) => (
        <ProjectCard
          key={id}
          project={data}
          actions={
            <Button component={Link} to={`/projects/${id}`} variant="light" fullWidth>
              {TEXTS.actions.exploreProject}
            </Button>
          }
        />
      )}
    />
  );
}
