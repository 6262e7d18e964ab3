// The moderation feature's public part: the suspended user's banner, the Report and Block actions, and what blocking
// hides from lists. (The account settings' "Blocked people" is composed by the app, outside this index, so the data
// pages that import this index do not carry it.)
export { SuspensionBanner } from './components/SuspensionBanner';
export { ReportButton } from './components/ReportButton';
export { BlockButton } from './components/BlockButton';
export { MessageActions } from './components/MessageActions';
export { HiddenByBlock } from './components/HiddenByBlock';
export { useMyBlocks, useWithoutBlocked } from './api/blocks';
export { useMySuspension } from './api/suspension';
