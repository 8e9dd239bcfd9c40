import { QuoteIcon } from 'lucide-react';

/** The quote beside the form on wide screens. */
export function TestimonialPanel() {
  return (
    <aside
      aria-label="What creators say"
      className="relative hidden flex-col justify-end overflow-hidden bg-zinc-950 p-10 text-zinc-50 lg:flex"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(circle_at_30%_20%,rgba(99,102,241,0.45),transparent_55%),radial-gradient(circle_at_80%_70%,rgba(168,85,247,0.3),transparent_50%)]"
      />
      <figure className="relative max-w-lg space-y-6">
        <QuoteIcon aria-hidden className="size-10 text-indigo-300" />
        <blockquote className="text-2xl leading-snug font-medium">
          &ldquo;I finally have one sentence that says what I do and who it is for. My bios, my posts and my offer all
          grew out of it.&rdquo;
        </blockquote>
        <figcaption className="text-sm text-zinc-300">
          <span className="font-semibold text-zinc-50">Maya Okafor</span>, career coach for first-time managers
        </figcaption>
      </figure>
    </aside>
  );
}
