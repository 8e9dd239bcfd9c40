import { defineFeature } from '../../feature';
import { dashboardApi } from './dashboard.routes';

/** Reads every feature's dashboard source from the app's registry; contributes none of its own. */
export const dashboardFeature = defineFeature({ name: 'dashboard', api: dashboardApi });
