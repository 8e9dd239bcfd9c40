import type * as React from 'react';

import { cn } from '@/lib/utils';

type DataAttributes = Record<`data-${string}`, string>;
// `className` named on its own: what `cn` is given must be a string, whatever the tag.
type SlotProps<T extends React.ElementType> = Omit<React.ComponentProps<T>, 'className'> & { className?: string };

const pascalCase = (name: string) => name.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase());

/**
 * A design-system part that only styles an element and names it: `data-slot` lets parents, styles
 * and tests find it, the base classes yield to the caller's (`cn`). Not Radix's `Slot` (`asChild`).
 * `const CardHeader = slot('div', 'card-header', 'px-6')`: the display name comes from the slot name.
 */
export function slot<T extends React.ElementType>(tag: T, name: string, base: string, data?: DataAttributes) {
  const Tag: React.ElementType = tag;
  function Part({ className, ...props }: SlotProps<T>) {
    return <Tag data-slot={name} {...data} className={cn(base, className)} {...props} />;
  }
  // Made here, every part would otherwise be called `Part` in React's warnings and devtools.
  Part.displayName = pascalCase(name);
  return Part;
}
