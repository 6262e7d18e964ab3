import { LIMITS } from '../../../config';
import { parseYouTubeId } from './youtubeUrl';

/** Files the upload mode accepts (MP4, MOV, WebM). */
export const VIDEO_FILE_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export type VideoFileType = (typeof VIDEO_FILE_TYPES)[number];
export const VIDEO_FILE_ACCEPT = VIDEO_FILE_TYPES.join(',');
/** Callable requests are capped at 32 MB and base64 adds a third. */
export const MAX_VIDEO_FILE_BYTES = 20 * 1024 * 1024;

const EXTENSION_TYPES: Record<string, VideoFileType> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };

export const UPLOAD_MESSAGES = {
  titleAndDescription: 'Please provide a title and description',
  titleLength: 'Title must be between 1 and 100 characters',
  descriptionLength: 'Description must be less than 5000 characters',
  noUrl: 'Please enter a YouTube URL',
  badUrl: 'Please enter a valid YouTube URL',
  noFile: 'Please select a video file',
  badFile: 'Please select a valid video file',
  bigFile: 'Video files must be 20 MB or smaller',
  badDuration: 'Enter the duration as m:ss or h:mm:ss',
} as const;

const DURATION = /^(\d{1,3}:)?\d{1,2}:\d{2}$/;

/** Errors for the title and description (spec section 5 messages). */
export function textErrors(title: string, description: string): { title?: string; description?: string } {
  const t = title.trim();
  const d = description.trim();
  if (!t || !d) {
    return {
      ...(!t && { title: UPLOAD_MESSAGES.titleAndDescription }),
      ...(!d && { description: UPLOAD_MESSAGES.titleAndDescription }),
    };
  }
  return {
    ...(t.length > LIMITS.videoTitleMax && { title: UPLOAD_MESSAGES.titleLength }),
    ...(d.length >= LIMITS.videoDescriptionMax && { description: UPLOAD_MESSAGES.descriptionLength }),
  };
}

export function urlError(url: string): string | null {
  if (!url.trim()) return UPLOAD_MESSAGES.noUrl;
  return parseYouTubeId(url) ? null : UPLOAD_MESSAGES.badUrl;
}

export function durationError(duration: string): string | null {
  const d = duration.trim();
  return !d || DURATION.test(d) ? null : UPLOAD_MESSAGES.badDuration;
}

/** The upload type of a chosen file (browsers leave `type` empty for some extensions), or null. */
export function videoFileType(file: Pick<File, 'name' | 'type'>): VideoFileType | null {
  if ((VIDEO_FILE_TYPES as readonly string[]).includes(file.type)) return file.type as VideoFileType;
  if (file.type && !file.type.startsWith('video/')) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

export function fileError(file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file) return UPLOAD_MESSAGES.noFile;
  if (!videoFileType(file)) return UPLOAD_MESSAGES.badFile;
  if (file.size > MAX_VIDEO_FILE_BYTES) return UPLOAD_MESSAGES.bigFile;
  return null;
}

/** A file's bytes as base64 (what the youtubeUpload function takes). */
export function fileToBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result);
      resolve(result.slice(result.indexOf(',') + 1));
    };
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}
