import { defineFeature } from '../../feature';
import { adminApi } from './admin.routes';

export const adminFeature = defineFeature({ name: 'admin', api: adminApi });
