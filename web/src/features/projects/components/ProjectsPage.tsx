import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { Button, Container } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { DIFFICULTIES, isOneOf, TEXTS } from '@mentorbridge/model';
import { ListBody } from '@/components/ListBody';
import { ListHeader } from '@/components/ListFilters';
import { afterPaint } from '@/lib/afterPaint';
import { useListAddress } from '@/lib/urlState';
import { usePublicList } from '@/lib/usePublicList';
import { isMentor as hasMentorRole, useMyProfile, whenSdksNeeded } from '@/session';
import { categoriesOf, type ProjectFilters } from '../api/filters';
import { projectConverter } from '../api/converters';
import { ListedProjectCard } from './ProjectCard';
import { PROJECT_LIST, ProjectFilterBar, ProjectsIntro } from './ProjectsShell';

// The detail dialog (tabs, messages, enrolment and their writes, the Firestore and Auth SDKs they need, and the
// full stylesheet: about 45 files) is its own chunk: the list's first cards do not wait for it. It is fetched
// once the page's cards are all in and the visit needs the SDKs (whenSdksNeeded: at once for a signed-in user,
// on a visitor's first action on the page), so opening a project stays immediate, and a visitor who only reads
// does not pay for it: its preload alone, a link per file, was a 150 ms task on a 4x slower CPU.
const loadDetailDialog = () => import('./ProjectDetailDialog');
const ProjectDetailDialog = lazy(() => loadDetailDialog().then((m) => ({ default: m.ProjectDetailDialog })));

const URL_KEYS = ['category', 'difficulty'] as const;

/** The list's filters as an address holds them. */
function filtersOf(state: Record<(typeof URL_KEYS)[number], string>): ProjectFilters {
  return {
    category: state.category || null,
    difficulty: isOneOf(DIFFICULTIES, state.difficulty) ? state.difficulty : null,
  };
}

/**
 * /projects (and /projects/{id}, which opens that project's dialog): the projects a page at a time, newest
 * first, filtered by the server by category and difficulty; the filters and the page count live in the address.
 */
export function ProjectsPage() {
  const { projectId } = useParams();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<string | null>(projectId ?? null);
  // Opening a project answers at once: its button's spinner, painted before anything else. After that paint the
  // dialog follows in a transition (its chunk, its first render), which yields to input (docs/architecture.md,
  // "Interactions"); the spinner stays until it is in.
  const [openingId, setOpeningId] = useState<string | null>(null);
  const explore = useCallback((id: string) => {
    setOpeningId(id);
    afterPaint(() => startTransition(() => setSelected(id)));
  }, []);
  const { url, chosen, setFilters, reset, trackPages } = useListAddress(URL_KEYS, null);
  const filters = filtersOf(url);
  const chosenFilters = filtersOf(chosen);
  const projects = usePublicList({
    list: 'projects',
    read: projectConverter.read,
    filters: { category: filters.category ?? '', difficulty: filters.difficulty ?? '' },
    pages: url.pages,
  });
  const me = useMyProfile();
  const isMentor = me.status === 'ready' && hasMentorRole(me.profile);
  useEffect(() => trackPages(projects.pages), [projects.pages, trackPages]);
  const listIn = projects.status === 'ready' && !projects.revealing;
  useEffect(() => {
    if (listIn) return whenSdksNeeded(() => void loadDetailDialog());
  }, [listIn]);

  const all = projects.items;
  const categories = [...new Set([...categoriesOf(all), ...(chosenFilters.category ? [chosenFilters.category] : [])])];
  const filtered = filters.category !== null || filters.difficulty !== null;

  const close = () => {
    setSelected(null);
    setOpeningId(null);
    if (projectId) void navigate('/projects', { replace: true });
  };

  return (
    <Container size="lg" py="xl">
      <ListHeader
        intro={<ProjectsIntro />}
        action={
          isMentor && (
            <Button component={Link} to="/create-project" leftSection={<IconPlus size={18} />}>
              {TEXTS.actions.createProject}
            </Button>
          )
        }
      />

      <ProjectFilterBar categories={categories} filters={chosenFilters} onChange={setFilters} onReset={reset} />

      <ListBody layout={PROJECT_LIST} list={projects} narrowing={filtered}>
        {all.map((project) => (
          <ListedProjectCard key={project.id} project={project} onExplore={explore} opening={openingId === project.id && selected !== project.id} />
        ))}
      </ListBody>

      {/* Always mounted: a transition that opens the dialog then waits here for its chunk, the spinner still shown. */}
      <Suspense fallback={null}>{selected && <ProjectDetailDialog projectId={selected} onClose={close} />}</Suspense>
    </Container>
  );
}

/** The page's build-time parts (page.ts): its shell and its card's template spec. */
export { ProjectsShell as Shell } from './ProjectsShell';
export { PROJECT_EARLY_CARD as card } from './earlyCard';
