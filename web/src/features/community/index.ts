export { DiscussionForm, type DiscussionFormMode } from './components/DiscussionForm';
export { deleteDiscussion, paths as communityPaths, useDiscussions } from './api/community';
export { matchesSearch } from './api/text';
export type { Comment, Discussion } from './api/types';
