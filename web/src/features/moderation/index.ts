// The moderation feature's public part: the suspended user's banner, the Report and Block actions, what blocking
// hides from lists, and the account settings' "Blocked people".
export { SuspensionBanner } from './components/SuspensionBanner';
export { ReportButton } from './components/ReportButton';
export { BlockButton } from './components/BlockButton';
export { BlockedPeople } from './components/BlockedPeople';
export { HiddenByBlock } from './components/HiddenByBlock';
export { useMyBlocks, useWithoutBlocked } from './api/blocks';
