import { Button } from '@/components/ui/button';

/** Three example answers; clicking one puts it in the field to use as is or to edit. */
export function SampleAnswers({ answers, onPick }: { answers: readonly string[]; onPick: (answer: string) => void }) {
  return (
    <div className="grid gap-2">
      <p id="mission-samples" className="text-sm text-muted-foreground">
        Need a starting point? Pick an example and make it yours:
      </p>
      <ul aria-labelledby="mission-samples" className="flex flex-wrap gap-2">
        {answers.map((answer) => (
          <li key={answer} className="max-w-full">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="h-auto max-w-full py-1.5 text-left whitespace-normal"
              onClick={() => onPick(answer)}
            >
              {answer}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
