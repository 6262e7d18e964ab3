import { describe, expect, it } from 'vitest';
import { TEXTS } from '@mentorbridge/model';
import { durationError, fileError, fileToBase64, textErrors, urlError, videoFileType } from './uploadForm';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('upload form validation', () => {
  it('asks for both a title and a description', () => {
    expect(textErrors('', 'Something')).toEqual({ title: 'Please provide a title and description' });
    expect(textErrors('Title', '   ')).toEqual({ description: 'Please provide a title and description' });
    expect(textErrors('', '')).toEqual({
      title: 'Please provide a title and description',
      description: 'Please provide a title and description',
    });
  });

  it('limits the title to 100 characters and the description to under 5000', () => {
    expect(textErrors('t'.repeat(100), 'd'.repeat(4999))).toEqual({});
    expect(textErrors('t'.repeat(101), 'ok')).toEqual({ title: 'Title must be between 1 and 100 characters' });
    expect(textErrors('ok', 'd'.repeat(5000))).toEqual({ description: 'Description must be less than 5000 characters' });
  });

  it('checks the YouTube link', () => {
    expect(urlError('')).toBe('Please enter a YouTube URL');
    expect(urlError('https://vimeo.com/1')).toBe('Please enter a valid YouTube URL');
    expect(urlError('https://youtu.be/dQw4w9WgXcQ')).toBeNull();
  });

  it('checks an optional duration', () => {
    expect(durationError('')).toBeNull();
    expect(durationError('9:58')).toBeNull();
    expect(durationError('1:02:03')).toBeNull();
    expect(durationError('ten minutes')).toBe(TEXTS.validation.durationInvalid);
  });

  it('accepts MP4, MOV and WebM files only', () => {
    expect(fileError(null)).toBe('Please select a video file');
    expect(fileError(file('talk.mp4', 'video/mp4'))).toBeNull();
    expect(fileError(file('talk.mov', 'video/quicktime'))).toBeNull();
    expect(fileError(file('talk.webm', 'video/webm'))).toBeNull();
    expect(fileError(file('talk.mov', ''))).toBeNull();
    expect(fileError(file('talk.avi', 'video/x-msvideo'))).toBe('Please select a valid video file');
    expect(fileError(file('notes.pdf', 'application/pdf'))).toBe('Please select a valid video file');
    expect(fileError(file('fake.mp4', 'image/png'))).toBe('Please select a valid video file');
    expect(fileError(file('big.mp4', 'video/mp4', 21 * 1024 * 1024))).toBe('Video files must be 20 MB or smaller');
    expect(videoFileType(file('clip.MOV', ''))).toBe('video/quicktime');
  });

  it('reads a file as base64', async () => {
    expect(await fileToBase64(new Blob([new Uint8Array([0, 1, 2, 250])], { type: 'video/mp4' }))).toBe('AAEC+g==');
  });
});
