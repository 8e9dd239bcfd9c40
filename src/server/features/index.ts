import { adminFeature } from './admin';
import { apiAccessFeature } from './api-access';
import { audienceFeature } from './audience';
import { brandProfileFeature } from './brand-profile';
import { competitorAnalysisFeature } from './competitor-analysis';
import { contentStrategyFeature } from './content-strategy';
import { dashboardFeature } from './dashboard';
import { leadMagnetsFeature } from './lead-magnets';
import { learningFeature } from './learning';
import { missionFeature } from './mission';
import { newsletterFeature } from './newsletter';
import { nicheDiscoveryFeature } from './niche-discovery';
import { offerEngineeringFeature } from './offer-engineering';
import { painPointAnalysisFeature } from './pain-point-analysis';
import { profileFeature } from './profile';
import { socialBiosFeature } from './social-bios';
import { unsubscribeFeature } from './unsubscribe';
import { usageFeature } from './usage';

/**
 * Every server feature, once: the app mounts their APIs, the dashboard reads their sources, the job
 * worker runs their jobs and sign-up runs their new-account hooks from this list.
 */
export const FEATURES = [
  profileFeature,
  apiAccessFeature,
  usageFeature,
  newsletterFeature,
  unsubscribeFeature,
  dashboardFeature,
  brandProfileFeature,
  missionFeature,
  socialBiosFeature,
  nicheDiscoveryFeature,
  contentStrategyFeature,
  competitorAnalysisFeature,
  painPointAnalysisFeature,
  leadMagnetsFeature,
  offerEngineeringFeature,
  audienceFeature,
  learningFeature,
  adminFeature,
] as const;

/** Every AI generator of every feature. */
export const GENERATORS = FEATURES.flatMap((f) => f.generators ?? []);
