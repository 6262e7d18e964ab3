import { useEffect, useRef, useState } from 'react';
import {
  Autocomplete,
  Container,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import {
  DEFAULT_DIFFICULTY,
  DIFFICULTIES,
  isOneOf,
  LIMITS,
  personCopy,
  PROJECT_CATEGORIES,
  schemas,
  TEXTS,
  type ProjectInput,
} from '@mentorbridge/model';
import { PageLoader } from '@/components/PageLoader';
import { toast } from '@/components/toast';
import { errorText } from '@/lib/errors';
import { settle } from '@/lib/writeOutcome';
import { isAdmin, isMentor, useMyProfile, useSession } from '@/session';
import { editTarget } from '../api/filters';
import { DIFFICULTY_LABELS } from '../api/labels';
import { createProject, updateProject, type ProjectActor } from '../api/projects';
import { useSignedInProject } from '../api/signedIn';
import { focusFirstInvalid } from '@/lib/focusFirstInvalid';
import { FormActions } from '@/components/FormActions';
import { LongText } from '@/components/formFields';

const REQUIRED = TEXTS.validation.projectRequired;
const F = TEXTS.projectForm;
const AFTER_SAVE = '/profile?tab=projects';

const EMPTY: ProjectInput = {
  title: '',
  category: '',
  description: '',
  difficulty: DEFAULT_DIFFICULTY,
  estimated_hours: LIMITS.projectHoursDefault,
  seats: LIMITS.seatsDefault,
};

/** Sends the user away with an error toast (once, even under StrictMode). */
function Leave({ to, message }: { to: string; message: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(message);
  }, [message]);
  return <Navigate to={to} replace />;
}

/**
 * /create-project: mentors create a project; `?edit=`, `?id=` or a path with /edit edits one (its mentor or
 * an admin). The route's guard lets in only mentors and admins; what they may do here depends on the project.
 */
export function CreateProjectPage() {
  const location = useLocation();
  const editId = editTarget(location.pathname, new URLSearchParams(location.search));
  const { user } = useSession();
  const me = useMyProfile();
  const existing = useSignedInProject(editId || null);

  if (me.status === 'loading' || (editId && existing.status === 'loading')) return <PageLoader />;
  if (editId === '') return <Leave to="/profile" message={TEXTS.toasts.projects.loadFailed} />;
  if (editId) {
    if (existing.status === 'error' || !existing.data) return <Leave to="/profile" message={TEXTS.toasts.projects.loadFailed} />;
    const mayEdit = existing.data.mentor_id === user?.uid || isAdmin(me.profile);
    if (!mayEdit) return <Leave to="/projects" message={TEXTS.toasts.access.editProjectDenied} />;
    const as = existing.data.mentor_id === user?.uid ? 'mentor' : 'admin';
    return <ProjectForm key={editId} projectId={editId} initial={existing.data} as={as} />;
  }
  if (!isMentor(me.profile)) return <Leave to="/projects" message={TEXTS.toasts.access.createProjectDenied} />;
  return <ProjectForm projectId={null} initial={EMPTY} as="mentor" />;
}

/** `as`: who edits, the project's mentor or an admin (whose edit goes through an audited callable). */
function ProjectForm({ projectId, initial, as }: { projectId: string | null; initial: ProjectInput; as: ProjectActor }) {
  const navigate = useNavigate();
  const location = useLocation();
  const me = useMyProfile();
  const [saving, setSaving] = useState(false);
  const form = useForm<ProjectInput>({
    mode: 'controlled',
    initialValues: {
      title: initial.title,
      category: initial.category,
      description: initial.description,
      difficulty: initial.difficulty,
      estimated_hours: initial.estimated_hours,
      seats: initial.seats,
    },
    validate: schemaResolver(schemas.projectForm, { sync: true }),
  });

  const submit = form.onSubmit(
    async (values) => {
      const failure = projectId ? TEXTS.toasts.projects.updateFailed : TEXTS.toasts.projects.createFailed;
      const failed = (error: unknown) => {
        console.error(failure, errorText(error, TEXTS.toasts.unknownError));
        toast.error(failure);
      };
      if (!projectId && me.status !== 'ready') {
        toast.error(TEXTS.toasts.projects.signInToCreate);
        return;
      }
      setSaving(true);
      try {
        const write = projectId
          ? updateProject(projectId, values, as)
          : me.status === 'ready'
            ? createProject(values, { ...personCopy(me.profile), accepting: me.profile.accepting }).saved
            : Promise.reject(new Error('No profile'));
        await settle(write, failed);
        toast.success(projectId ? TEXTS.toasts.projects.updated : TEXTS.toasts.projects.created);
        void navigate(AFTER_SAVE);
      } catch (error) {
        failed(error);
        setSaving(false);
      }
    },
    (errors, values, event) => {
      if (errors.title || errors.category || errors.description) toast.error(REQUIRED);
      focusFirstInvalid(errors, values, event);
    },
  );

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb={4}>
        {projectId ? F.editTitle : F.createTitle}
      </Title>
      <Text c="dimmed" mb="lg">
        {projectId ? F.editIntro : F.createIntro}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={F.title}
              placeholder={F.titlePlaceholder}
              required
              maxLength={LIMITS.projectTitle}
              {...form.getInputProps('title')}
            />
            <Autocomplete
              label={TEXTS.fields.category}
              placeholder={F.categoryPlaceholder}
              description={F.categoryHint}
              data={[...PROJECT_CATEGORIES]}
              required
              maxLength={LIMITS.projectCategory}
              {...form.getInputProps('category')}
            />
            <LongText
              label={TEXTS.fields.description}
              max={LIMITS.projectDescription}
              rows={5}
              placeholder={F.descriptionPlaceholder}
              required
              maxRows={14}
              {...form.getInputProps('description')}
            />
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label={F.difficulty}
                data={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
                allowDeselect={false}
                miw={180}
                value={form.values.difficulty}
                onChange={(value) => {
                  if (isOneOf(DIFFICULTIES, value)) form.setFieldValue('difficulty', value);
                }}
              />
              <NumberInput
                label={F.hours}
                min={LIMITS.projectHoursMin}
                max={LIMITS.projectHoursMax}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                miw={180}
                {...form.getInputProps('estimated_hours')}
                onChange={(value) => form.setFieldValue('estimated_hours', typeof value === 'number' ? value : NaN)}
              />
              <NumberInput
                label={F.seats}
                description={F.seatsHint}
                min={LIMITS.seatsMin}
                max={LIMITS.seatsMax}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                miw={180}
                {...form.getInputProps('seats')}
                onChange={(value) => form.setFieldValue('seats', typeof value === 'number' ? value : NaN)}
              />
            </Group>
            <FormActions
              submit={projectId ? TEXTS.actions.saveChanges : TEXTS.actions.createProject}
              onCancel={() => void (location.key !== 'default' ? navigate(-1) : navigate(AFTER_SAVE))}
              busy={saving}
            />
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
