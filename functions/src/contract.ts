// Type-only, never deployed: fails to compile unless every callable the model names (CALLABLES) is exported by
// index.ts under that name and answers the response type the model's `Callables` gives it.
import type { CallableName, Callables } from '@mentorbridge/model';
import type { CallableFunction } from 'firebase-functions/v2/https';
import type * as deployed from './index';

type Deployed<T extends { [K in CallableName]: CallableFunction<unknown, Promise<Callables[K]['res']>> }> = T;
export type DeployedCallables = Deployed<typeof deployed>;
