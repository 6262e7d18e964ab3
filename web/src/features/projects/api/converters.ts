import { PROJECT_MESSAGE_FIELDS, readFields, type Enrollment, type Project, type ProjectMessage } from '@mentorbridge/model';
import { ENROLLMENT_FIELDS } from '@mentorbridge/model/records';
import { documentReader, readProject } from '@/lib/converters';

// Pending server times read as null: a message still on its way sorts last and shows no time yet.

export const projectConverter = documentReader<Project>((id, d) => readProject(id, d));

export const enrollmentConverter = documentReader<Enrollment>((id, d) => readFields(ENROLLMENT_FIELDS, id, d));

export const messageConverter = documentReader<ProjectMessage>((id, d) => readFields(PROJECT_MESSAGE_FIELDS, id, d));
