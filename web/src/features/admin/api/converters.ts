import {
  ADMIN_ACTIONS,
  isOneOf,
  readPersonCopy,
  type AuditEntry,
  type ContactMessage,
  type Discussion,
  type Project,
  type VideoDoc,
} from '@mentorbridge/model';
import { documentReader, readCount, readProject, readText, readTextList, readTime } from '@/lib/converters';

// The admin lists read every document defensively (old or partial ones never crash a tab), with titles
// that say what is missing; a time written on this device is estimated so the item keeps its place.
const estimateTimes = true;

export const projectReader = documentReader<Project>((id, d) => readProject(id, d, 'Untitled project'), { estimateTimes });

export const videoReader = documentReader<VideoDoc>((id, d) => {
  const mentorId = readText(d.mentor_id);
  return {
    id,
    mentor_id: mentorId,
    mentor: readPersonCopy(d.mentor, mentorId),
    title: readText(d.title, 'Untitled video'),
    description: readText(d.description),
    video_url: readText(d.video_url),
    youtube_id: readText(d.youtube_id),
    thumbnail_url: readText(d.thumbnail_url) || null,
    duration: readText(d.duration) || null,
    category: readText(d.category),
    created_at: readTime(d.created_at),
  };
}, { estimateTimes });

export const discussionReader = documentReader<Discussion>((id, d) => {
  const authorId = readText(d.author_id);
  return {
    id,
    author_id: authorId,
    author: readPersonCopy(d.author, authorId),
    title: readText(d.title, 'Untitled discussion'),
    content: readText(d.content),
    // The admin list's label for a missing category is General (the form's default is Career Advice).
    category: readText(d.category) || 'General',
    tags: readTextList(d.tags),
    likes_count: readCount(d.likes_count),
    comments_count: readCount(d.comments_count),
    created_at: readTime(d.created_at),
  };
}, { estimateTimes });

export const messageReader = documentReader<ContactMessage>((id, d) => ({
  id,
  name: readText(d.name),
  email: readText(d.email),
  subject: readText(d.subject),
  message: readText(d.message),
  user_id: typeof d.user_id === 'string' ? d.user_id : null,
  created_at: readTime(d.created_at),
}), { estimateTimes });

export const auditReader = documentReader<AuditEntry>((id, d) => ({
  id,
  actor_id: readText(d.actor_id),
  // Entries are written only by functions, from ADMIN_ACTIONS; an unknown one is shown as its nearest kind.
  action: isOneOf(ADMIN_ACTIONS, d.action) ? d.action : 'delete_user',
  target_path: readText(d.target_path),
  target_name: readText(d.target_name),
  created_at: readTime(d.created_at),
}), { estimateTimes });
