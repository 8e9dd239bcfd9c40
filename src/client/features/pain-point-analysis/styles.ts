import type { TContentIdea, TPainPoint } from '../../../shared/pain-point-analysis';

// Tinted badges (text on a faint wash of its own colour) keep AA contrast in both themes; class names are
// spelled out whole because Tailwind only finds classes it can read in the source.

/** docs/product/pain-point-analysis.md: High red, Medium yellow, Low green. */
export const SEVERITY_CLASS: Record<TPainPoint['severity'], string> = {
  High: 'border-red-500/30 bg-red-500/10 text-red-700 dark:text-red-300',
  Medium: 'border-yellow-500/40 bg-yellow-500/10 text-yellow-800 dark:text-yellow-300',
  Low: 'border-green-500/30 bg-green-500/10 text-green-700 dark:text-green-300',
};

/** One fixed colour per content type, so a type reads the same on every card. */
export const CONTENT_TYPE_CLASS: Record<TContentIdea['type'], string> = {
  'Blog Post': 'border-blue-500/30 bg-blue-500/10 text-blue-700 dark:text-blue-300',
  Video: 'border-rose-500/30 bg-rose-500/10 text-rose-700 dark:text-rose-300',
  'Social Media': 'border-fuchsia-500/30 bg-fuchsia-500/10 text-fuchsia-700 dark:text-fuchsia-300',
  Email: 'border-orange-500/30 bg-orange-500/10 text-orange-700 dark:text-orange-300',
  Webinar: 'border-violet-500/30 bg-violet-500/10 text-violet-700 dark:text-violet-300',
  'Case Study': 'border-emerald-500/30 bg-emerald-500/10 text-emerald-700 dark:text-emerald-300',
  Infographic: 'border-cyan-500/30 bg-cyan-500/10 text-cyan-700 dark:text-cyan-300',
};
