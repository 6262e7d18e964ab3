import { TEXTS } from '@mentorbridge/model';
import { OwnCardGrid } from '@/components/CardSection';
import { useMentorProjects } from '../api/signedIn';
import { ProjectCard } from './ProjectCard';

/** The mentor's own projects, read-only, with a way to add one (the profile's Projects tab). */
export function MyProjects({ mentorId }: { mentorId: string }) {
  const state = useMentorProjects(mentorId);
  return (
    <OwnCardGrid
      intro={TEXTS.profile.myProjectsIntro}
      add={{ label: TEXTS.actions.createProject, to: '/create-project' }}
      status={state.status}
      items={state.data}
      texts={{ loading: TEXTS.loading.page, failed: TEXTS.alerts.myProjectsFailed, empty: TEXTS.empty.myProjects }}
      card={(item) => <ProjectCard key={item.id} project={item.data} pending={item.pending} />}
    />
  );
}
