import { defineFeature } from '../../feature';
import { brandProfileProgram } from './brand-profile.program';
import { brandProfileApi } from './brand-profile.routes';
import { brandBriefFor, brandProfileCounts } from './brand-profile.service';

export const brandProfileFeature = defineFeature({
  name: 'brand-profile',
  api: brandProfileApi,
  program: brandProfileProgram,
  dashboard: { id: 'brand-profile', counts: brandProfileCounts },
  brandBrief: brandBriefFor,
});

/** What other features may read: the member's brand profile (an opt-in page's display name and promise). */
export { getBrandProfile } from './brand-profile.service';
export { brandProfileMarkdown } from './brand-brief.render';
