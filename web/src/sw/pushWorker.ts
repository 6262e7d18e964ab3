// The build's `push-handler.js` (startup/build/serving.ts, pushWorker), which the service worker imports.
import { installPushHandlers, type PushScope } from './push';

installPushHandlers(self as unknown as PushScope);
