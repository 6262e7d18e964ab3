import { isOneOf, LIMITS, schemas, TEXTS, VIDEO_MIME_TYPES, type VideoMimeType } from '@mentorbridge/model';

const m = TEXTS.validation;

/** The file input's accept list: the model's video types (MP4, MOV, WebM). */
export const VIDEO_FILE_ACCEPT = VIDEO_MIME_TYPES.join(',');

const EXTENSION_TYPES: Record<string, VideoMimeType> = { mp4: 'video/mp4', m4v: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };

/** Errors for the title and description: both missing ones first, then the lengths (TEXTS.validation messages). */
export function textErrors(title: string, description: string): { title?: string; description?: string } {
  const t = title.trim();
  const d = description.trim();
  if (!t || !d) {
    return {
      ...(!t && { title: m.videoTitleAndDescription }),
      ...(!d && { description: m.videoTitleAndDescription }),
    };
  }
  const titleError = schemas.errorOf(schemas.videoText.entries.title, t);
  const descriptionError = schemas.errorOf(schemas.videoText.entries.description, d);
  return { ...(titleError && { title: titleError }), ...(descriptionError && { description: descriptionError }) };
}

export const urlError = (url: string): string | null => schemas.errorOf(schemas.youtubeUrl, url);

export const durationError = (duration: string): string | null => schemas.errorOf(schemas.duration, duration);

/** The upload type of a chosen file (browsers leave `type` empty for some extensions), or null. */
export function videoFileType(file: Pick<File, 'name' | 'type'>): VideoMimeType | null {
  if (isOneOf(VIDEO_MIME_TYPES, file.type)) return file.type;
  if (file.type && !file.type.startsWith('video/')) return null;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

export function fileError(file: Pick<File, 'name' | 'type' | 'size'> | null): string | null {
  if (!file) return m.videoFileRequired;
  if (!videoFileType(file)) return m.videoFileInvalid;
  if (file.size > LIMITS.videoFileBytes) return m.videoFileTooBig;
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
    reader.onerror = () => reject(reader.error ?? new Error(TEXTS.errors.fileUnreadable));
    reader.readAsDataURL(file);
  });
}
