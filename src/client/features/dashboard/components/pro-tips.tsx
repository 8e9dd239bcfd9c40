import { LightbulbIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

const TIPS = [
  {
    title: 'Start with your mission',
    text: 'A clear "I help X achieve Y without Z" statement makes every bio, post and offer easier to write.',
  },
  {
    title: 'Pick one niche first',
    text: 'Speaking to one audience well beats speaking to everyone a little. You can widen it later.',
  },
  {
    title: 'Post on a rhythm you can keep',
    text: 'Three posts a week for a month teach you more than ten posts in one week and then silence.',
  },
];

export function ProTips() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <LightbulbIcon aria-hidden className="size-5 text-warning" />
          <h2>Pro Tips</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {TIPS.map((tip) => (
            <li key={tip.title} className="grid gap-1">
              <p className="text-sm font-medium">{tip.title}</p>
              <p className="text-sm text-muted-foreground">{tip.text}</p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
