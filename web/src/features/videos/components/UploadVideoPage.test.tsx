import { screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@mentorbridge/model';
import { renderWithProviders } from '@/test-utils';
import { UploadVideoPage } from './UploadVideoPage';
import { testProfile } from './testData';

type ProfileState = { status: 'loading' | 'missing'; profile: undefined } | { status: 'ready'; profile: Profile };

const mocks = vi.hoisted(() => ({
  profile: { status: 'loading', profile: undefined } as ProfileState,
  createVideo: vi.fn(),
  youtubeCall: vi.fn(),
}));

vi.mock('@/session/profile', () => ({ useMyProfile: () => mocks.profile }));
vi.mock('../api/videos', () => ({ createVideo: mocks.createVideo }));
vi.mock('../api/youtubeIntegration', async (original) => ({
  ...(await original<typeof import('../api/youtubeIntegration')>()),
  youtubeCall: mocks.youtubeCall,
}));

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/upload-video" element={<UploadVideoPage />} />
      <Route path="/dashboard" element={<p>Dashboard page</p>} />
      <Route path="/profile" element={<p>Profile page</p>} />
    </Routes>,
    { route: '/upload-video' },
  );
}

// Typing through user-event is slow on a busy machine.
describe('UploadVideoPage', () => {
  beforeEach(() => {
    // The notification store outlives each render; earlier toasts would queue new ones.
    notifications.clean();
    notifications.cleanQueue();
    mocks.profile = { status: 'ready', profile: testProfile() };
    mocks.createVideo.mockReset().mockReturnValue({ id: 'new', saved: Promise.resolve() });
    mocks.youtubeCall.mockReset();
  });

  // Non-mentors are turned away by the route's guard (app/access.test.tsx).

  it('validates the link, title and description with the spec messages', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Save Video' }));
    expect(screen.getByText('Please enter a YouTube URL')).toBeInTheDocument();
    expect(screen.getAllByText('Please provide a title and description')).toHaveLength(2);
    await userEvent.type(screen.getByRole('textbox', { name: /YouTube URL/ }), 'https://vimeo.com/12345');
    await userEvent.click(screen.getByLabelText(/Title/));
    await userEvent.paste('x'.repeat(101));
    await userEvent.type(screen.getByLabelText(/Description/), 'Fine');
    await userEvent.click(screen.getByRole('button', { name: 'Save Video' }));
    expect(screen.getByText('Please enter a valid YouTube URL')).toBeInTheDocument();
    expect(screen.getByText('Title must be between 1 and 100 characters')).toBeInTheDocument();
    expect(mocks.createVideo).not.toHaveBeenCalled();
  });

  it('saves a YouTube link and goes to the profile videos tab', async () => {
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: /YouTube URL/ }), 'https://youtu.be/dQw4w9WgXcQ?si=share');
    expect(screen.getByText('dQw4w9WgXcQ')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Title/), '  Interview tips ');
    await userEvent.type(screen.getByLabelText(/Description/), 'What to prepare');
    await userEvent.click(screen.getByRole('button', { name: 'Save Video' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(screen.getByText('Video saved successfully!')).toBeInTheDocument();
    expect(mocks.createVideo).toHaveBeenCalledWith(
      { id: 'me', display_name: 'Maya Mentor', avatar_url: null },
      expect.objectContaining({
        title: '  Interview tips ',
        video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        youtube_id: 'dQw4w9WgXcQ',
        thumbnail_url: 'https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg',
        duration: null,
        category: 'Tech',
      }),
    );
  });

  it('keeps the form when the save is refused', async () => {
    mocks.createVideo.mockImplementation(() => ({ id: 'new', saved: Promise.reject(new Error('permission-denied')) }));
    renderPage();
    await userEvent.type(screen.getByRole('textbox', { name: /YouTube URL/ }), 'https://youtu.be/dQw4w9WgXcQ');
    await userEvent.type(screen.getByLabelText(/Title/), 'Interview tips');
    await userEvent.type(screen.getByLabelText(/Description/), 'What to prepare');
    await userEvent.click(screen.getByRole('button', { name: 'Save Video' }));
    expect(await screen.findByText('Failed to save video information')).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue('Interview tips');
  });

  async function chooseFile(name = 'talk.mp4', type = 'video/mp4') {
    await userEvent.click(screen.getByRole('radio', { name: 'Upload File' }));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array([1, 2, 3])], name, { type }), { applyAccept: false });
    await userEvent.type(screen.getByLabelText(/Title/), 'Uploaded talk');
    await userEvent.type(screen.getByLabelText(/Description/), 'From my laptop');
  }

  it('asks for a valid video file', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('radio', { name: 'Upload File' }));
    await userEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByText('Please select a video file')).toBeInTheDocument();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(screen.getByText('Please select a valid video file')).toBeInTheDocument();
  });

  it('uploads a file through the function and saves the returned link', async () => {
    mocks.youtubeCall.mockResolvedValue({
      success: true,
      videoUrl: 'https://www.youtube.com/watch?v=fk00012abcd',
      thumbnailUrl: 'https://i.ytimg.com/vi/fk00012abcd/hqdefault.jpg',
      duration: '2:05',
    });
    renderPage();
    await chooseFile();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(mocks.youtubeCall).toHaveBeenCalledWith({
      action: 'upload_video',
      title: 'Uploaded talk',
      description: 'From my laptop',
      file: 'AQID',
      mime_type: 'video/mp4',
    });
    expect(mocks.createVideo).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ youtube_id: 'fk00012abcd', duration: '2:05' }),
    );
  });

  it('explains AUTH_REQUIRED and keeps the form', async () => {
    mocks.youtubeCall.mockResolvedValue({ success: false, error: 'not configured', error_code: 'AUTH_REQUIRED' });
    renderPage();
    await chooseFile('clip.webm', 'video/webm');
    await userEvent.click(screen.getByRole('button', { name: 'Upload Video' }));
    expect(await screen.findByText(/integration is not configured\. An admin must finish the YouTube setup/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Title/)).toHaveValue('Uploaded talk');
    expect(mocks.createVideo).not.toHaveBeenCalled();
  });
});
