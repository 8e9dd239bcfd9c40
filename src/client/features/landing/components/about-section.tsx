import { HeartHandshakeIcon, ServerIcon, WifiOffIcon } from 'lucide-react';

const POINTS = [
  {
    icon: HeartHandshakeIcon,
    title: 'Made for people who sell their expertise',
    text: 'Creators, coaches, consultants and small businesses: anyone whose name is part of the product.',
  },
  {
    icon: ServerIcon,
    title: 'Yours to run',
    text: 'Brandforge can run on your own server with its own database. Your answers stay with you.',
  },
  {
    icon: WifiOffIcon,
    title: 'Works without an AI account',
    text: 'A built-in composer drafts from your own answers. Connect an AI provider when you want richer results.',
  },
];

export function AboutSection() {
  return (
    <section id="about" className="scroll-mt-20 py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl sm:text-4xl">About Brandforge</h2>
          <p className="mt-3 text-muted-foreground">
            A personal brand is a clear promise, repeated everywhere you show up. We built the toolkit we wanted when we
            started: practical, honest about what the AI does, and free.
          </p>
        </div>
        <ul className="grid gap-6 md:grid-cols-3">
          {POINTS.map((p) => (
            <li key={p.title} className="grid content-start gap-2">
              <p.icon aria-hidden className="size-6 text-primary" />
              <h3 className="text-lg">{p.title}</h3>
              <p className="text-sm text-muted-foreground">{p.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
