import { defineFeature } from '../../feature';
import { usageApi } from './usage.routes';

/** This month's use of every quota kind, for the limit banners. */
export const usageFeature = defineFeature({ name: 'usage', api: usageApi });
