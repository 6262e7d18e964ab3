import {
  ENROLLMENT_STATUSES,
  REJECT_REASONS,
  isOneOf,
  PROJECT_MESSAGE_FIELDS,
  readFields,
  readPersonCopy,
  type Enrollment,
  type Project,
  type ProjectMessage,
} from '@mentorbridge/model';
import { documentReader, readProject, readText, readTime } from '@/lib/converters';

// Pending server times read as null: a message still on its way sorts last and shows no time yet.

export const projectConverter = documentReader<Project>((id, d) => readProject(id, d));

export const enrollmentConverter = documentReader<Enrollment>((id, d) => {
  const project = (d.project && typeof d.project === 'object' ? d.project : {}) as Record<string, unknown>;
  const mentorId = readText(d.mentor_id);
  const studentId = readText(d.student_id);
  return {
    id,
    project_id: readText(d.project_id),
    student_id: studentId,
    mentor_id: mentorId,
    linkedin_url: readText(d.linkedin_url),
    status: isOneOf(ENROLLMENT_STATUSES, d.status) ? d.status : 'pending',
    project: {
      id: readText(project.id) || readText(d.project_id),
      title: readText(project.title),
      mentor_id: readText(project.mentor_id) || mentorId,
      mentor: readPersonCopy(project.mentor, mentorId),
    },
    student: readPersonCopy(d.student, studentId),
    question: readText(d.question) || null,
    answer: readText(d.answer) || null,
    // Requests written before the workflow had waiting_since waited from their creation.
    waiting_since: readTime(d.waiting_since ?? d.created_at),
    decided_at: readTime(d.decided_at),
    reject_reason: isOneOf(REJECT_REASONS, d.reject_reason) ? d.reject_reason : null,
    reject_note: readText(d.reject_note) || null,
    created_at: readTime(d.created_at),
    updated_at: readTime(d.updated_at),
  };
});

export const messageConverter = documentReader<ProjectMessage>((id, d) => readFields(PROJECT_MESSAGE_FIELDS, id, d));
