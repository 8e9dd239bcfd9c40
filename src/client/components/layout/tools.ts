import {
  AtSignIcon,
  CalendarDaysIcon,
  ChartColumnIcon,
  CompassIcon,
  CrosshairIcon,
  GemIcon,
  GraduationCapIcon,
  LightbulbIcon,
  type LucideIcon,
  MagnetIcon,
  TargetIcon,
} from 'lucide-react';
import { toast } from '@/lib/toast';
import { COMING_SOON_MESSAGE, isComingSoon, paths } from '@/config/paths';

export interface Tool {
  path: string;
  /** Sidebar, quick-action and page title. */
  title: string;
  /** Label in the top navigation; tools without one are reached from the sidebar. */
  navLabel?: string;
  description: string;
  icon: LucideIcon;
}

/** Every tool, in sidebar order. Whether one is live is decided by COMING_SOON in config/paths. */
export const TOOLS: readonly Tool[] = [
  {
    path: paths.mission,
    title: 'Mission Statement',
    navLabel: 'Mission',
    description: "Answer 12 questions and get three 'I help X achieve Y without Z' statements.",
    icon: TargetIcon,
  },
  {
    path: paths.nicheDiscovery,
    title: 'Niche Discovery',
    navLabel: 'Niche Discovery',
    description: 'Find the niche that fits you with the five-part F.O.C.U.S. framework.',
    icon: CompassIcon,
  },
  {
    path: paths.socialBios,
    title: 'Social Media Bios',
    navLabel: 'Social Bios',
    description: 'Bios for Instagram, LinkedIn, TikTok, YouTube and more, within each character limit.',
    icon: AtSignIcon,
  },
  {
    path: paths.contentStrategy,
    title: 'Content Strategy',
    navLabel: 'Content Strategy',
    description: 'A 30-day content plan built around your niche and audience.',
    icon: LightbulbIcon,
  },
  {
    path: paths.contentPlans,
    title: 'My Content Plans',
    navLabel: 'Content Plans',
    description: 'Your saved 30-day plans, ready to review and share.',
    icon: CalendarDaysIcon,
  },
  {
    path: paths.competitorAnalysis,
    title: 'Competitor Analysis',
    description: 'See what works for others in your space and where the gaps are.',
    icon: ChartColumnIcon,
  },
  {
    path: paths.painPoints,
    title: 'PainPoint-to-Content',
    description: "Turn your audience's problems into content ideas and hooks.",
    icon: CrosshairIcon,
  },
  {
    path: paths.offers,
    title: 'Offer Engineering',
    description: 'Shape an offer around the value you deliver, step by step.',
    icon: GemIcon,
  },
  {
    path: paths.leadMagnets,
    title: 'Lead Magnet Generator',
    navLabel: 'Lead Magnets',
    description: 'Create a free guide, checklist or template that grows your audience.',
    icon: MagnetIcon,
  },
  {
    path: paths.learning,
    title: 'Learning Hub',
    navLabel: 'Learning',
    description: 'Short video courses on building your personal brand.',
    icon: GraduationCapIcon,
  },
];

export const toolComingSoon = (tool: Tool) => isComingSoon(tool.path);

/** The tool a path belongs to, including its sub-pages (e.g. a course under /learning). */
export function toolForPath(pathname: string): Tool | undefined {
  return TOOLS.find((t) => pathname === t.path || pathname.startsWith(`${t.path}/`));
}

export const notifyComingSoon = () => toast.info(COMING_SOON_MESSAGE);
