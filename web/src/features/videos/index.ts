// The videos feature's public parts for the app's dashboard; other features do not use videos.
export { RecentVideos } from './components/RecentVideos';
