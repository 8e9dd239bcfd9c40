import type { TContentRow } from '../../../../shared/content-strategy';
import { CopyButton } from '@/components/copy-button';

/** A script folded away by default: 30 scripts in full would bury the plan. Native <details> is keyboard-ready. */
export function ScriptDetails({ row }: { row: TContentRow }) {
  return (
    <details className="group grid gap-2">
      <summary className="w-fit cursor-pointer rounded-sm text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50">
        <span className="group-open:hidden">Show script</span>
        <span className="hidden group-open:inline">Hide script</span>
      </summary>
      <p className="mt-2 text-sm whitespace-pre-wrap">{row.script}</p>
    </details>
  );
}

export function CopyScriptButton({ row }: { row: TContentRow }) {
  return <CopyButton text={() => row.script} label="Copy script" srLabel={`Copy script for day ${row.day}`} />;
}
