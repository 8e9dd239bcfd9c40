import { ZNicheDiscoveryId, ZNicheInput } from '../../../shared/niche-discovery';
import { savedResultOperations } from '../../program-api';
import { discoverNiche, savedDiscoveries } from './niche-discovery.service';

export const nicheDiscoveryProgram = savedResultOperations({
  path: '/niche-discoveries',
  tag: 'Niche discoveries',
  names: ['NicheDiscovery', 'NicheDiscoveries'],
  nouns: ['niche discovery', 'niche discoveries'],
  results: savedDiscoveries,
  id: ZNicheDiscoveryId,
  generate: {
    summary: 'Discover a niche from the survey answers',
    description: 'Counts toward the hourly limit of AI generations.',
    body: ZNicheInput,
    run: discoverNiche,
  },
});
