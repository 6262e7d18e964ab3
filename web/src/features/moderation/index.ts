// The moderation feature's public part: the suspended user's banner.
export { SuspensionBanner } from './components/SuspensionBanner';
