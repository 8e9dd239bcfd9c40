import { defineFeature } from '../../feature';
import { adminApi } from './admin.routes';
import { campaignSource } from './campaigns.source';

export const adminFeature = defineFeature({ name: 'admin', api: adminApi, mailSources: [campaignSource] });
