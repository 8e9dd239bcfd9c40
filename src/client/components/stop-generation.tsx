import { SquareIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Ends a generation under way: the model call stops, nothing is saved and the monthly unit comes back. */
export function StopGeneration({ onStop, disabled = false }: { onStop: () => void; disabled?: boolean }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onStop}
      disabled={disabled}
      data-testid="stop-generation"
    >
      <SquareIcon aria-hidden className="fill-current" />
      Stop
    </Button>
  );
}
