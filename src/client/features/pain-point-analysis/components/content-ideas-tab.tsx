import { ClipboardCopyIcon } from 'lucide-react';
import type { TContentIdea } from '../../../../shared/pain-point-analysis';
import { postBrief } from '../../../../shared/pain-point-brief';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { ScrollArea } from '@/components/ui/scroll-area';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { CONTENT_TYPE_CLASS } from '../styles';
import { LabelledList, LabelledText } from './labelled-list';

async function copyBrief(idea: TContentIdea) {
  if (await copyText(postBrief(idea))) toast.success('Post brief copied to clipboard!');
  else toast.error('Failed to copy to clipboard');
}

export function ContentIdeasTab({ ideas }: { ideas: readonly TContentIdea[] }) {
  return (
    <ScrollArea
      className="h-[500px] rounded-xl border md:h-[600px]"
      aria-label="Content ideas"
      data-testid="scroll-area"
    >
      <div className="grid gap-4 p-3 sm:p-4">
        {ideas.map((c, i) => (
          <Card key={i} className="min-w-0 gap-3" data-testid="content-idea">
            <CardHeader className="grid gap-2">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="outline" className={cn(CONTENT_TYPE_CLASS[c.type])}>
                  {c.type}
                </Badge>
                <span className="min-w-0 text-xs break-words text-muted-foreground">For {c.target_persona}</span>
              </div>
              <h3 className="text-base font-semibold break-words">{c.title}</h3>
            </CardHeader>
            <CardContent className="grid gap-4">
              <LabelledText label="Pain Point Addressed">{c.pain_point_addressed}</LabelledText>
              <LabelledText label="Angle">{c.content_angle}</LabelledText>
              <LabelledList label="Key Messages" items={c.key_messages} />
              <LabelledText label="Call to Action">{c.cta}</LabelledText>
              <div>
                <Button variant="outline" size="sm" onClick={() => void copyBrief(c)}>
                  <ClipboardCopyIcon aria-hidden />
                  Copy as post brief
                </Button>
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
    </ScrollArea>
  );
}
