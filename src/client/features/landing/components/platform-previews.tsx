import { BadgeCheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Illustrative mock-ups of one sample bio on four platforms: how the bio generator shows results. */
const PREVIEWS = [
  {
    platform: 'Instagram',
    frame: 'bg-white text-zinc-900',
    avatar: 'bg-gradient-to-tr from-amber-400 via-pink-500 to-purple-600',
    handle: '@maya.coaches',
    lines: ['Coach for first-time managers', 'Lead with calm, not chaos', 'Weekly tips below'],
    stat: '1,204 posts · 18.3k followers',
  },
  {
    platform: 'LinkedIn',
    frame: 'bg-white text-zinc-900',
    avatar: 'bg-sky-700',
    handle: 'Maya Okafor',
    lines: ['I help first-time managers lead confident teams without burning out. Coach, ex-engineering lead.'],
    stat: '500+ connections',
  },
  {
    platform: 'TikTok',
    frame: 'bg-zinc-950 text-zinc-50',
    avatar: 'bg-gradient-to-tr from-cyan-400 to-rose-500',
    handle: '@mayaleads',
    lines: ['New manager? Lead calm, not chaos.'],
    stat: '42.1k followers',
  },
  {
    platform: 'YouTube',
    frame: 'bg-zinc-900 text-zinc-50',
    avatar: 'bg-red-600',
    handle: 'Maya Okafor Coaching',
    lines: ['Weekly videos for first-time managers: one-on-ones, feedback and hiring without the stress.'],
    stat: '12.8k subscribers',
  },
];

export function PlatformPreviews() {
  return (
    <ul className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2">
      {PREVIEWS.map((p) => (
        <li key={p.platform} className={cn('rounded-lg border border-zinc-200/20 p-3 shadow-sm', p.frame)}>
          <p className="mb-2 text-[0.7rem] font-semibold tracking-wide uppercase opacity-70">{p.platform}</p>
          <div className="flex items-center gap-2">
            <span aria-hidden className={cn('size-8 shrink-0 rounded-full', p.avatar)} />
            <span className="flex min-w-0 items-center gap-1 truncate text-sm font-semibold">
              {p.handle}
              <BadgeCheckIcon aria-hidden className="size-3.5 shrink-0 text-sky-500" />
            </span>
          </div>
          <div className="mt-2 grid gap-0.5 text-xs leading-snug">
            {p.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
          <p className="mt-2 text-[0.7rem] opacity-70">{p.stat}</p>
        </li>
      ))}
    </ul>
  );
}
