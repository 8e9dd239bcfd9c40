/** Every URL of the app, in one place. */
export const paths = {
  home: '/',
  auth: '/auth',
  dashboard: '/dashboard',
  profile: '/profile',
  mission: '/mission',
  socialBios: '/social-bio-generator',
  nicheDiscovery: '/niche-discovery',
  contentStrategy: '/content-strategy',
  contentPlans: '/content-plans',
  contentPlan: (planId: string) => `/content-plans/${encodeURIComponent(planId)}`,
  /** A plan's public read-only link: no sign-in. */
  sharedPlan: (token: string) => `/shared/plans/${encodeURIComponent(token)}`,
  competitorAnalysis: '/competitor-analysis',
  painPoints: '/pain-point-analysis',
  leadMagnets: '/lead-magnet-generator',
  offers: '/offer-engineering',
  learning: '/learning',
  course: (courseId: string) => `/learning/course/${encodeURIComponent(courseId)}`,
  lesson: (courseId: string, lessonId: string) =>
    `/learning/course/${encodeURIComponent(courseId)}/lesson/${encodeURIComponent(lessonId)}`,
  admin: '/admin',
  adminUsers: '/admin/users',
  adminLearning: '/admin/learning',
  adminCampaigns: '/admin/campaigns',
  adminSettings: '/admin/settings',
} as const;

export type AuthMode = 'signin' | 'signup' | 'forgot' | 'reset';

export const authPath = (mode: AuthMode) => (mode === 'signin' ? paths.auth : `${paths.auth}?mode=${mode}`);
