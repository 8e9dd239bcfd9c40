/**
 * The brand's five chart colours (globals.css, one set for light and one for dark), then the same mixed
 * toward the text colour, for a tool list longer than five.
 */
export const seriesColour = (i: number) => {
  const base = `var(--chart-${(i % 5) + 1})`;
  return i < 5 ? base : `color-mix(in oklab, ${base} 55%, var(--foreground))`;
};
