import {
  AtSignIcon,
  CalendarDaysIcon,
  ChartColumnIcon,
  CompassIcon,
  CrosshairIcon,
  GemIcon,
  GraduationCapIcon,
  IdCardIcon,
  LightbulbIcon,
  MagnetIcon,
  ShieldIcon,
  TargetIcon,
  UsersIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';
import { defineTools, type Tool } from '@/config/define-tools';

export { inNav, type Tool } from '@/config/define-tools';

/**
 * Every tool, in sidebar order: the router, the sidebar, the top navigation and the dashboard all read
 * this list, so a tool ships by adding its entry with its page.
 */
export const TOOLS = defineTools([
  {
    id: 'mission',
    path: paths.mission,
    title: 'Mission Statement',
    navLabel: 'Mission',
    description: "Answer 12 questions and get three 'I help X achieve Y without Z' statements.",
    icon: TargetIcon,
    page: () => import('@/features/mission/pages/mission-page').then((m) => m.MissionPage),
  },
  {
    id: 'niche-discovery',
    path: paths.nicheDiscovery,
    title: 'Niche Discovery',
    navLabel: 'Niche Discovery',
    description: 'Find the niche that fits you with the five-part F.O.C.U.S. framework.',
    icon: CompassIcon,
    page: () => import('@/features/niche-discovery/pages/niche-discovery-page').then((m) => m.NicheDiscoveryPage),
  },
  {
    id: 'social-bios',
    path: paths.socialBios,
    title: 'Social Media Bios',
    navLabel: 'Social Bios',
    description: 'Bios for Instagram, LinkedIn, TikTok, YouTube and more, within each character limit.',
    icon: AtSignIcon,
    requires: 'mission',
    page: () => import('@/features/social-bios/pages/social-bios-page').then((m) => m.SocialBiosPage),
  },
  {
    id: 'content-strategy',
    path: paths.contentStrategy,
    title: 'Content Strategy',
    navLabel: 'Content Strategy',
    description: 'A 30-day content plan built around your niche and audience.',
    icon: LightbulbIcon,
    page: () => import('@/features/content-strategy/pages/content-strategy-page').then((m) => m.ContentStrategyPage),
  },
  {
    id: 'content-plans',
    path: paths.contentPlans,
    title: 'My Content Plans',
    navLabel: 'Content Plans',
    description: 'Your saved 30-day plans, ready to review and share.',
    icon: CalendarDaysIcon,
    page: () => import('@/features/content-strategy/pages/content-plans-page').then((m) => m.ContentPlansPage),
    routes: [
      {
        path: `${paths.contentPlans}/:planId`,
        page: () => import('@/features/content-strategy/pages/content-plan-page').then((m) => m.ContentPlanPage),
      },
    ],
  },
  {
    id: 'competitor-analysis',
    path: paths.competitorAnalysis,
    title: 'Competitor Analysis',
    description: 'See what works for others in your space and where the gaps are.',
    icon: ChartColumnIcon,
    page: () =>
      import('@/features/competitor-analysis/pages/competitor-analysis-page').then((m) => m.CompetitorAnalysisPage),
    routes: [
      {
        path: `${paths.competitorAnalysis}/:analysisId`,
        page: () =>
          import('@/features/competitor-analysis/pages/competitor-analysis-detail-page').then(
            (m) => m.CompetitorAnalysisDetailPage,
          ),
      },
    ],
  },
  {
    id: 'pain-points',
    path: paths.painPoints,
    title: 'PainPoint-to-Content',
    description: "Turn your audience's problems into content ideas and hooks.",
    icon: CrosshairIcon,
    page: () =>
      import('@/features/pain-point-analysis/pages/pain-point-analyses-page').then((m) => m.PainPointAnalysesPage),
    routes: [
      {
        path: paths.newPainPointAnalysis,
        page: () => import('@/features/pain-point-analysis/pages/new-analysis-page').then((m) => m.NewAnalysisPage),
      },
      {
        path: `${paths.painPoints}/:analysisId`,
        page: () => import('@/features/pain-point-analysis/pages/analysis-page').then((m) => m.AnalysisPage),
      },
    ],
  },
  {
    id: 'offers',
    path: paths.offers,
    title: 'Offer Engineering',
    description: 'Shape an offer around the value you deliver, step by step.',
    icon: GemIcon,
    page: () => import('@/features/offer-engineering/pages/offers-page').then((m) => m.OffersPage),
    routes: [
      {
        path: paths.newOffer,
        page: () => import('@/features/offer-engineering/pages/new-offer-page').then((m) => m.NewOfferPage),
      },
      {
        path: `${paths.offers}/:offerId`,
        page: () => import('@/features/offer-engineering/pages/offer-page').then((m) => m.OfferPage),
      },
    ],
  },
  {
    id: 'lead-magnets',
    path: paths.leadMagnets,
    title: 'Lead Magnet Generator',
    navLabel: 'Lead Magnets',
    description: 'Create a free guide, checklist or template that grows your audience.',
    icon: MagnetIcon,
    page: () => import('@/features/lead-magnets/pages/lead-magnets-page').then((m) => m.LeadMagnetsPage),
    routes: [
      {
        path: paths.newLeadMagnet,
        page: () => import('@/features/lead-magnets/pages/new-lead-magnet-page').then((m) => m.NewLeadMagnetPage),
      },
      {
        path: `${paths.leadMagnets}/:leadMagnetId`,
        page: () => import('@/features/lead-magnets/pages/lead-magnet-page').then((m) => m.LeadMagnetPage),
      },
    ],
  },
  {
    id: 'optin-pages',
    path: paths.optinPages,
    title: 'Opt-in Pages',
    description: 'Your lead magnets as public sign-up pages.',
    // A page is a lead magnet, published: its icon, and no other in every page's bundle.
    icon: MagnetIcon,
    // Reached from the audience's own links and from a lead magnet's results, not among the tools.
    nav: false,
    page: () => import('@/features/audience/pages/optin-pages-page').then((m) => m.OptinPagesPage),
    routes: [
      {
        path: `${paths.optinPages}/:pageId`,
        page: () => import('@/features/audience/pages/optin-page-detail-page').then((m) => m.OptinPageDetailPage),
      },
    ],
  },
  {
    id: 'learning',
    path: paths.learning,
    title: 'Learning Hub',
    navLabel: 'Learning',
    description: 'Short video courses on building your personal brand.',
    icon: GraduationCapIcon,
    page: () => import('@/features/learning/pages/learning-page').then((m) => m.LearningPage),
    routes: [
      {
        path: `${paths.learning}/course/:courseId`,
        page: () => import('@/features/learning/pages/course-page').then((m) => m.CoursePage),
      },
      {
        path: `${paths.learning}/course/:courseId/lesson`,
        page: () => import('@/features/learning/pages/lesson-page').then((m) => m.FirstLessonPage),
      },
      {
        path: `${paths.learning}/course/:courseId/lesson/:lessonId`,
        page: () => import('@/features/learning/pages/lesson-page').then((m) => m.LessonPage),
      },
    ],
  },
  {
    id: 'brand-profile',
    path: paths.brand,
    title: 'Brand Profile',
    description: 'Your brand in one place: every tool reads it, and your results can fill it.',
    icon: IdCardIcon,
    // The sidebar shows it beside Dashboard, above the tools it feeds, not among them.
    nav: false,
    page: () => import('@/features/brand-profile/pages/brand-profile-page').then((m) => m.BrandProfilePage),
  },
  {
    id: 'audience',
    path: paths.audience,
    title: 'Audience',
    description: 'The people who asked to hear from you: subscribers from your opt-in pages and imports.',
    icon: UsersIcon,
    // Not an AI tool: the sidebar shows it beside Dashboard and Brand Profile.
    nav: false,
    page: () => import('@/features/audience/pages/audience-page').then((m) => m.AudiencePage),
  },
  {
    id: 'admin',
    path: paths.admin,
    title: 'Admin',
    description: 'Users, the learning hub, campaigns and settings, for administrators.',
    icon: ShieldIcon,
    // Offered in the shell only to those who may open it (the sidebar asks the server); never among the tools.
    nav: false,
    page: () => import('@/features/admin/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage),
    routes: [
      {
        path: paths.adminUsers,
        page: () => import('@/features/admin/pages/admin-users-page').then((m) => m.AdminUsersPage),
      },
      {
        path: paths.adminLearning,
        page: () => import('@/features/admin/pages/admin-learning-page').then((m) => m.AdminLearningPage),
      },
      {
        path: paths.adminCampaigns,
        page: () => import('@/features/admin/pages/admin-campaigns-page').then((m) => m.AdminCampaignsPage),
      },
      {
        path: `${paths.adminCampaigns}/:campaignId`,
        page: () => import('@/features/admin/pages/admin-campaign-page').then((m) => m.AdminCampaignPage),
      },
      {
        path: paths.adminOptinPages,
        page: () => import('@/features/admin/pages/admin-optin-pages-page').then((m) => m.AdminOptinPagesPage),
      },
      {
        path: paths.adminSettings,
        page: () => import('@/features/admin/pages/admin-settings-page').then((m) => m.AdminSettingsPage),
      },
      {
        path: paths.adminActivity,
        page: () => import('@/features/admin/pages/admin-activity-page').then((m) => m.AdminActivityPage),
      },
      {
        path: paths.adminInsights,
        page: () => import('@/features/admin/pages/admin-insights-page').then((m) => m.AdminInsightsPage),
      },
    ],
  },
] as const);

export type ToolId = (typeof TOOLS)[number]['id'];

/** The tool a path belongs to, including its sub-pages (e.g. a course under /learning). */
export function toolForPath(pathname: string): Tool | undefined {
  return TOOLS.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
}
