import { slot } from '@/components/ui/slot';

/**
 * A form label. A plain `<label>`: `select-none` already keeps a double click from selecting its text,
 * which is all Radix's label added (with about 1 kB gzip of script on every form page).
 */
const Label = slot(
  'label',
  'label',
  'flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
);

export { Label };
