import { defineFeature } from '../../feature';
import { nicheDiscoveryProgram } from './niche-discovery.program';
import { nicheGenerator } from './niche-discovery.generator';
import { nicheDiscoveryApi } from './niche-discovery.routes';
import { discoveryActivity, discoveryCounts } from './niche-discovery.service';

export const nicheDiscoveryFeature = defineFeature({
  name: 'niche-discovery',
  api: nicheDiscoveryApi,
  program: nicheDiscoveryProgram,
  generators: [nicheGenerator],
  dashboard: {
    id: 'niche-discoveries',
    counts: discoveryCounts,
    activity: discoveryActivity,
  },
});
