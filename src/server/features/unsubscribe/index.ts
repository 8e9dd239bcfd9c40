import { defineFeature } from '../../feature';
import { unsubscribeApi } from './unsubscribe.routes';

/** The unsubscribe link of every bulk mail: public, no session. */
export const unsubscribeFeature = defineFeature({ name: 'unsubscribe', api: unsubscribeApi });
