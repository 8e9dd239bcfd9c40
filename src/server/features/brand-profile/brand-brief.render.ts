import {
  BRAND_FIELDS,
  BRAND_FIELD_NAMES,
  type TBrandField,
  type TBrandPlatform,
  type TBrandProfileFields,
  brandPlatformLabel,
  isEmptyValue,
} from '../../../shared/brand-profile';

const EMPTY = 'The brand profile is empty: nothing has been saved to it yet.';

/** Lists whose entries are sentences get bullets; lists of single words read better on one line. */
const BULLETED: ReadonlySet<TBrandField> = new Set(['painPoints', 'pillars']);

// A line that starts like Markdown syntax (a heading, a quote, a list, a rule) would change the
// document's shape, so its first mark is escaped: the member's text stays text.
const escapeLine = (line: string) => line.replace(/^(\s*)([#>*+\-=_|])/, '$1\\$2').replace(/^(\s*\d+)([.)])/, '$1\\$2');
const text = (value: string) => value.trim().split(/\r?\n/).map(escapeLine).join('\n');
const oneLine = (value: string) => escapeLine(value.replace(/\s*[\r\n]+\s*/g, ' ').trim());

/**
 * The brand profile as Markdown, for programs that read it as a document (the MCP server's
 * `brandforge://brand-profile`): each filled field under its label, in the profile's order, with the
 * same choices as the brief the member downloads (sentences as bullets, words on one line, platforms by
 * name). Empty fields are left out; an empty profile says so.
 */
export function brandProfileMarkdown(fields: TBrandProfileFields): string {
  const sections = BRAND_FIELD_NAMES.flatMap((name) => {
    const value = fields[name]?.value;
    if (isEmptyValue(value)) return [];
    let body: string;
    if (name === 'platforms') body = (value as TBrandPlatform[]).map(brandPlatformLabel).join(', ');
    else if (typeof value === 'string') body = text(value);
    else if (BULLETED.has(name)) body = (value as string[]).map((item) => `- ${oneLine(item)}`).join('\n');
    else body = oneLine((value as string[]).join(', '));
    return [`## ${BRAND_FIELDS[name].label}\n\n${body}`];
  });
  return `${['# Brand profile', ...(sections.length > 0 ? sections : [EMPTY])].join('\n\n')}\n`;
}
