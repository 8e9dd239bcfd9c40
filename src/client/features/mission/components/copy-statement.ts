import { copyText } from '@/lib/clipboard';
import { stripNumbering } from '@/lib/mission-text';
import { toast } from '@/lib/toast';

/** Copies one statement without its "1. " prefix, as docs/product/mission.md asks. */
export async function copyStatement(statement: string) {
  if (await copyText(stripNumbering(statement))) toast.success('Mission statement copied to clipboard!');
  else toast.error('Copying is blocked in this browser. Select the statement and copy it by hand.');
}
