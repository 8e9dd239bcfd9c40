import { HOOKS_SHOWN_PER_CATEGORY } from '../../../shared/lead-magnets';

/** docs/product/lead-magnets.md: the first 10 hooks of a category, then '+N more hooks in this category...'. */
export function visibleHooks(hooks: readonly string[], shown = HOOKS_SHOWN_PER_CATEGORY) {
  const more = Math.max(0, hooks.length - shown);
  return {
    hooks: hooks.slice(0, shown),
    more,
    moreLabel: more > 0 ? `+${more} more hooks in this category...` : null,
  };
}
