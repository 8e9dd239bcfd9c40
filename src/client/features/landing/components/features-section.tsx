import { EyeIcon, PenLineIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlatformPreviews } from './platform-previews';

const LIMITS = [
  ['Instagram', 150],
  ['LinkedIn', 220],
  ['TikTok', 80],
  ['X (Twitter)', 160],
  ['Facebook', 101],
  ['YouTube', 1000],
] as const;

export function FeaturesSection() {
  return (
    <section id="features" className="scroll-mt-20 border-t bg-muted/30 py-20">
      <div className="mx-auto grid max-w-6xl gap-10 px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 className="text-3xl sm:text-4xl">Bios that sound like you, on every platform</h2>
          <p className="mt-3 text-muted-foreground">
            Start from your mission statement and get bios written for each platform&apos;s audience and limits.
          </p>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-xl">
                <PenLineIcon aria-hidden className="size-5 text-primary" />
                <h3>AI Bio Crafting</h3>
              </CardTitle>
              <CardDescription>
                Three variations per platform in the tone that fits it: professional on LinkedIn, playful on Instagram,
                quick on TikTok. Each one counted against the platform&apos;s character limit.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <ul className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-3">
                {LIMITS.map(([name, limit]) => (
                  <li key={name} className="rounded-md border bg-background px-3 py-2">
                    <span className="block font-medium">{name}</span>
                    <span className="text-muted-foreground">{limit} characters</span>
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2 text-xl">
                <EyeIcon aria-hidden className="size-5 text-primary" />
                <h3>Realistic Previews</h3>
              </CardTitle>
              <CardDescription>
                See how a bio reads where it will live: Instagram, LinkedIn, TikTok and YouTube profile mock-ups.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PlatformPreviews />
            </CardContent>
          </Card>
        </div>
      </div>
    </section>
  );
}
