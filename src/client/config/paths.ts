/** The tools whose results can start a content plan; the wizard says which one filled it. */
export const STRATEGY_SOURCES = ['niche-discovery', 'pain-point-analysis', 'competitor-analysis'] as const;
export type StrategySource = (typeof STRATEGY_SOURCES)[number];

export interface StrategyPrefill {
  from: StrategySource;
  niche?: string;
  audience?: string;
  painPoints?: readonly string[];
  pillars?: readonly string[];
}

/** `?niche=` alone still means the niche discovery, as links made before the other sources did. */
function strategyParams({ from, niche, audience, painPoints = [], pillars = [] }: StrategyPrefill): string {
  const pairs: [string, string][] = [];
  if (from !== 'niche-discovery') pairs.push(['from', from]);
  if (niche) pairs.push(['niche', niche]);
  if (audience) pairs.push(['audience', audience]);
  for (const p of painPoints) pairs.push(['pain', p]);
  for (const p of pillars) pairs.push(['pillar', p]);
  return pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
}

/** Every URL of the app, in one place. */
export const paths = {
  home: '/',
  auth: '/auth',
  dashboard: '/dashboard',
  profile: '/profile',
  brand: '/brand',
  mission: '/mission',
  socialBios: '/social-bio-generator',
  nicheDiscovery: '/niche-discovery',
  contentStrategy: '/content-strategy',
  /** The content strategy wizard, prefilled from another tool's result; each value only ever fills an input. */
  contentStrategyWith: (prefill: StrategyPrefill) => `/content-strategy?${strategyParams(prefill)}`,
  contentPlans: '/content-plans',
  contentPlan: (planId: string) => `/content-plans/${encodeURIComponent(planId)}`,
  /** A plan's public read-only link: no sign-in. */
  sharedPlan: (token: string) => `/shared/plans/${encodeURIComponent(token)}`,
  /** Where the newsletter's confirmation mail lands (the server builds the link with its token); no sign-in. */
  newsletterConfirm: '/newsletter/confirm',
  /** Where a campaign mail's unsubscribe link lands (the server builds it with its token); no sign-in. */
  unsubscribe: '/unsubscribe',
  competitorAnalysis: '/competitor-analysis',
  painPoints: '/pain-point-analysis',
  newPainPointAnalysis: '/pain-point-analysis/new',
  painPointAnalysis: (id: string) => `/pain-point-analysis/${encodeURIComponent(id)}`,
  leadMagnets: '/lead-magnet-generator',
  newLeadMagnet: '/lead-magnet-generator/new',
  leadMagnet: (id: string) => `/lead-magnet-generator/${encodeURIComponent(id)}`,
  /** The lead magnet wizard, prefilled from a pain point analysis; each value only ever fills an input. */
  leadMagnetWith: ({ audience, painPoints = [] }: { audience?: string; painPoints?: readonly string[] }) =>
    `/lead-magnet-generator/new?${[
      ['from', 'pain-point-analysis'],
      ...(audience ? [['audience', audience]] : []),
      ...painPoints.map((p) => ['pain', p]),
    ]
      .map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`)
      .join('&')}`,
  offers: '/offer-engineering',
  newOffer: '/offer-engineering/new',
  offer: (id: string) => `/offer-engineering/${encodeURIComponent(id)}`,
  /** The member's subscribers; the opt-in pages sit beside them (docs/product/audience.md). */
  audience: '/audience',
  optinPages: '/audience/pages',
  optinPage: (pageId: string) => `/audience/pages/${encodeURIComponent(pageId)}`,
  learning: '/learning',
  course: (courseId: string) => `/learning/course/${encodeURIComponent(courseId)}`,
  lesson: (courseId: string, lessonId: string) =>
    `/learning/course/${encodeURIComponent(courseId)}/lesson/${encodeURIComponent(lessonId)}`,
  admin: '/admin',
  adminUsers: '/admin/users',
  adminLearning: '/admin/learning',
  adminCampaigns: '/admin/campaigns',
  newCampaign: '/admin/campaigns/new',
  adminCampaign: (campaignId: string) => `/admin/campaigns/${encodeURIComponent(campaignId)}`,
  adminOptinPages: '/admin/optin-pages',
  adminSettings: '/admin/settings',
  adminActivity: '/admin/activity',
  adminInsights: '/admin/insights',
} as const;

export type AuthMode = 'signin' | 'signup' | 'forgot' | 'reset' | 'confirm';

export const authPath = (mode: AuthMode) => (mode === 'signin' ? paths.auth : `${paths.auth}?mode=${mode}`);
