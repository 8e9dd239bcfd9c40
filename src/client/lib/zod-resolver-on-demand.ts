import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { prefetchWhenIdle } from '@/lib/loading/idle';
import { onDemand } from '@/lib/loading/on-demand';

/**
 * react-hook-form's zod resolver for a schema that is not part of the page: zod is about 22 kB gzip,
 * and a form needs it only to check what was typed. The schema's module and the resolver are fetched
 * once the page is idle (or by the first check, whichever comes first), so the form renders without
 * waiting for them. `loadSchema` imports the module that defines the schema; a module the page also
 * imports for its labels would bring zod back into the page (see docs/decisions/013).
 */
export function zodResolverOnDemand<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  const resolver = onDemand(() =>
    Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(([{ zodResolver }, schema]) =>
      zodResolver<Input, unknown, Output>(schema),
    ),
  );
  prefetchWhenIdle(resolver.load);
  return async (values, context, options) => (await resolver.load())(values, context, options);
}
