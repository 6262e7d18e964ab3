import { useEffect, useRef, useState } from 'react';
import {
  Autocomplete,
  Button,
  Center,
  Container,
  Group,
  Loader,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { LIMITS } from '../../../config';
import { personCopy } from '../../../lib/models';
import { useSession } from '../../auth';
import { isAdminProfile, useMyProfile } from '../../profiles';
import { editTarget } from '../api/filters';
import {
  DIFFICULTIES,
  DIFFICULTY_LABELS,
  isDifficulty,
  PROJECT_CATEGORIES,
  PROJECT_LIMITS,
  type ProjectInput,
} from '../api/models';
import { createProject, updateProject, useProject } from '../api/projects';
import { errorText, settle } from '../api/settle';

const REQUIRED = 'Please fill in all required fields';
const AFTER_SAVE = '/profile?tab=projects';

const EMPTY: ProjectInput = {
  title: '',
  category: '',
  description: '',
  difficulty: 'beginner',
  estimated_hours: LIMITS.projectHoursMin,
};

function requiredText(value: string, label: string, max: number): string | null {
  const trimmed = value.trim();
  if (!trimmed) return `${label} is required`;
  if (trimmed.length > max) return `${label} must be ${max} characters or fewer`;
  return null;
}

/** Sends the user away with an error toast (once, even under StrictMode). */
function Leave({ to, message }: { to: string; message: string }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    notifications.show({ color: 'red', message });
  }, [message]);
  return <Navigate to={to} replace />;
}

function Loading() {
  return (
    <Center mih="50vh">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** /create-project: mentors create a project; `?edit=`, `?id=` or a path with /edit edits one. */
export function CreateProjectPage() {
  const location = useLocation();
  const editId = editTarget(location.pathname, new URLSearchParams(location.search));
  const { user } = useSession();
  const me = useMyProfile();
  const existing = useProject(editId || null);

  if (me.status === 'loading' || (editId && existing.status === 'loading')) return <Loading />;
  if (editId === '') return <Leave to="/profile" message="Failed to load project details" />;
  if (editId) {
    if (existing.status === 'error' || !existing.data) return <Leave to="/profile" message="Failed to load project details" />;
    const mayEdit = existing.data.mentor_id === user?.uid || isAdminProfile(me.profile);
    if (!mayEdit) return <Leave to="/projects" message="You can only edit your own projects" />;
    return <ProjectForm key={editId} projectId={editId} initial={existing.data} />;
  }
  if (me.status !== 'ready' || me.profile.role !== 'mentor') {
    return <Leave to="/projects" message="Only mentors can create projects" />;
  }
  return <ProjectForm projectId={null} initial={EMPTY} />;
}

function ProjectForm({ projectId, initial }: { projectId: string | null; initial: ProjectInput }) {
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
    },
    validate: {
      title: (v) => requiredText(v, 'Title', PROJECT_LIMITS.title),
      category: (v) => requiredText(v, 'Category', PROJECT_LIMITS.category),
      description: (v) => requiredText(v, 'Description', PROJECT_LIMITS.description),
      estimated_hours: (v) =>
        Number.isInteger(v) && v >= LIMITS.projectHoursMin && v <= LIMITS.projectHoursMax
          ? null
          : `Estimated hours must be a whole number from ${LIMITS.projectHoursMin} to ${LIMITS.projectHoursMax}`,
    },
  });

  const submit = form.onSubmit(
    async (values) => {
      const failure = projectId ? 'Failed to update project. Please try again.' : 'Failed to create project. Please try again.';
      const failed = (error: unknown) => {
        console.error(failure, errorText(error));
        notifications.show({ color: 'red', message: failure });
      };
      if (!projectId && me.status !== 'ready') {
        notifications.show({ color: 'red', message: 'You must be logged in to create a project' });
        return;
      }
      setSaving(true);
      try {
        const write = projectId
          ? updateProject(projectId, values)
          : me.status === 'ready'
            ? createProject(values, personCopy(me.profile)).write
            : Promise.reject(new Error('No profile'));
        await settle(write, failed);
        notifications.show({
          color: 'green',
          message: projectId ? 'Project updated successfully!' : 'Project created successfully!',
        });
        void navigate(AFTER_SAVE);
      } catch (error) {
        failed(error);
        setSaving(false);
      }
    },
    (errors) => {
      if (errors.title || errors.category || errors.description) notifications.show({ color: 'red', message: REQUIRED });
    },
  );

  return (
    <Container size="sm" py="xl">
      <Title order={1} mb={4}>
        {projectId ? 'Edit Project' : 'Create a New Project'}
      </Title>
      <Text c="dimmed" mb="lg">
        {projectId
          ? 'Update the details students see for this project.'
          : 'Describe a practice project students can apply to work on with your guidance.'}
      </Text>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label="Project Title"
              placeholder="e.g. Build a Personal Portfolio with React"
              required
              maxLength={PROJECT_LIMITS.title}
              {...form.getInputProps('title')}
            />
            <Autocomplete
              label="Category"
              placeholder="e.g. Web Development"
              description="Pick a suggestion or type your own."
              data={[...PROJECT_CATEGORIES]}
              required
              maxLength={PROJECT_LIMITS.category}
              {...form.getInputProps('category')}
            />
            <Textarea
              label="Description"
              placeholder="What will students build and learn? What should they know beforehand?"
              required
              autosize
              minRows={5}
              maxRows={14}
              maxLength={PROJECT_LIMITS.description}
              {...form.getInputProps('description')}
            />
            <Group grow align="flex-start" wrap="wrap">
              <Select
                label="Difficulty"
                data={DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))}
                allowDeselect={false}
                miw={180}
                value={form.values.difficulty}
                onChange={(value) => {
                  if (isDifficulty(value)) form.setFieldValue('difficulty', value);
                }}
              />
              <NumberInput
                label="Estimated Hours"
                min={LIMITS.projectHoursMin}
                max={LIMITS.projectHoursMax}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="strict"
                miw={180}
                {...form.getInputProps('estimated_hours')}
                onChange={(value) => form.setFieldValue('estimated_hours', typeof value === 'number' ? value : NaN)}
              />
            </Group>
            <Group justify="flex-end" mt="sm">
              <Button
                variant="default"
                onClick={() => void (location.key !== 'default' ? navigate(-1) : navigate(AFTER_SAVE))}
                disabled={saving}
              >
                Cancel
              </Button>
              <Button type="submit" loading={saving}>
                {projectId ? 'Save Changes' : 'Create Project'}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
