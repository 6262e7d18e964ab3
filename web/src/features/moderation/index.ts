// The moderation feature's public part: the suspended user's banner and the Report action.
export { SuspensionBanner } from './components/SuspensionBanner';
export { ReportButton } from './components/ReportButton';
