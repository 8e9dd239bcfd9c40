import { AtSignIcon, CalendarDaysIcon, CompassIcon, TargetIcon } from 'lucide-react';

const STEPS = [
  {
    icon: TargetIcon,
    title: 'Mission statement',
    text: "Answer 12 short questions. Get three 'I help X achieve Y without Z' statements to choose from.",
  },
  {
    icon: CompassIcon,
    title: 'Niche discovery',
    text: 'Narrow down who you serve with the five-part F.O.C.U.S. framework.',
  },
  {
    icon: AtSignIcon,
    title: 'Social bios',
    text: 'Turn your mission into bios for six platforms, each within its character limit.',
  },
  {
    icon: CalendarDaysIcon,
    title: '30-day content plan',
    text: 'Get a month of posts and video ideas built on your niche and your audience’s pain points.',
  },
];

const MORE = ['Competitor analysis', 'Pain-point-to-content', 'Offer engineering', 'Lead magnets', 'Video courses'];

export function SolutionSection() {
  return (
    <section id="solution" className="scroll-mt-20 py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl sm:text-4xl">From a blank page to a brand in four steps</h2>
          <p className="mt-3 text-muted-foreground">
            Most people know their work well but struggle to say it in one line. Brandforge asks the right questions and
            builds each step on the one before.
          </p>
        </div>
        <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, i) => (
            <li key={step.title} className="grid content-start gap-3 rounded-xl border bg-card p-5">
              <span className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                <step.icon aria-hidden className="size-5 text-primary" />
                Step {i + 1}
              </span>
              <h3 className="text-lg">{step.title}</h3>
              <p className="text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
        <p className="text-center text-sm text-muted-foreground">Also in the toolkit: {MORE.join(', ')}.</p>
      </div>
    </section>
  );
}
