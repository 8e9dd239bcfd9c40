import { contentStrategyFeature } from './content-strategy';
import { dashboardFeature } from './dashboard';
import { missionFeature } from './mission';
import { newsletterFeature } from './newsletter';
import { nicheDiscoveryFeature } from './niche-discovery';
import { profileFeature } from './profile';
import { socialBiosFeature } from './social-bios';
import { usageFeature } from './usage';

/**
 * Every server feature, once: the app mounts their APIs, the dashboard reads their sources, the job
 * worker runs their jobs and sign-up runs their new-account hooks from this list.
 */
export const FEATURES = [
  profileFeature,
  usageFeature,
  newsletterFeature,
  dashboardFeature,
  missionFeature,
  socialBiosFeature,
  nicheDiscoveryFeature,
  contentStrategyFeature,
] as const;
