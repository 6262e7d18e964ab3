// The projects feature's public parts for the app's dashboard; other features do not use projects.
export { useMentorProjects } from './api/projects';
export { useMentorEnrollments, useStudentEnrollments } from './api/enrollments';
export { ProjectCard } from './components/ProjectCard';
export { EnrollmentList } from './components/EnrollmentList';
export { EnrollmentStatusBadge } from './components/parts';
export { AnswerForm, WithdrawButton } from './components/EnrollSection';
