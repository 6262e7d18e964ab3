export type { Difficulty, Enrollment, EnrollmentStatus, Project, ProjectMessage } from './api/models';
export { DIFFICULTY_LABELS, ENROLLMENT_STATUS_LABELS } from './api/models';
export { useMentorProjects, useProjects, projectRef, mentorProjectsQuery } from './api/projects';
export { useMentorEnrollments, useStudentEnrollments } from './api/enrollments';
export { ProjectCard } from './components/ProjectCard';
export { EnrollmentList } from './components/EnrollmentList';
export { DifficultyBadge, EnrollmentStatusBadge, PendingBadge, formatDate } from './components/parts';
