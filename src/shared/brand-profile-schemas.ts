import { z } from 'zod';
import {
  BRAND_FIELDS,
  BRAND_FIELD_NAMES,
  BRAND_PLATFORMS,
  type FieldSpec,
  type ListField,
  SOURCE_TOOLS,
  type TBrandField,
  type TBrandValues,
  isEmptyValue,
} from './brand-profile';

/** What the brand profile API accepts. */

function textSchema(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });
}

/** Entries are trimmed; blanks and repeats (ignoring case) are dropped before the count is checked. */
function listSchema(spec: ListField) {
  return z
    .array(textSchema(spec.itemLabel, spec.max), { error: `${spec.label} must be a list` })
    .max(200, { error: `${spec.label} can have at most ${spec.maxItems} entries` })
    .transform((items) => {
      const seen = new Set<string>();
      return items.filter((item) => {
        const key = item.toLowerCase();
        if (!item || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .refine((items) => items.length <= spec.maxItems, {
      error: `${spec.label} can have at most ${spec.maxItems} entries`,
    });
}

const platformsSchema = z
  .array(z.enum(BRAND_PLATFORMS, { error: `Platforms used must be among ${BRAND_PLATFORMS.join(', ')}` }), {
    error: 'Platforms used must be a list',
  })
  .max(BRAND_PLATFORMS.length, { error: `Platforms used can have at most ${BRAND_PLATFORMS.length} entries` })
  .transform((items) => [...new Set(items)]);

function schemaFor(spec: FieldSpec) {
  if (spec.kind === 'text') return textSchema(spec.label, spec.max);
  if (spec.kind === 'list') return listSchema(spec);
  return platformsSchema;
}

/** One schema per field: a value that is empty after cleaning ('' or []) clears the field. */
export const BRAND_VALUE_SCHEMAS = Object.fromEntries(
  BRAND_FIELD_NAMES.map((name) => [name, schemaFor(BRAND_FIELDS[name])]),
) as unknown as { [K in TBrandField]: z.ZodType<TBrandValues[K], unknown> };

export const ZBrandFieldParam = z.object({
  field: z.enum(BRAND_FIELD_NAMES, { error: `Field must be one of ${BRAND_FIELD_NAMES.join(', ')}` }),
});

/** PUT /api/brand-profile/fields/:field, the user's own edit. */
// The value is checked against its field's own schema in the service, so a missing one is refused there, by name.
export const ZBrandFieldUpdate = z.strictObject({ value: z.unknown().optional() });

const ZSource = z.strictObject({
  tool: z.enum(SOURCE_TOOLS, { error: `Source must be one of ${SOURCE_TOOLS.join(', ')}` }),
  id: z
    .string({ error: 'Source id must be text' })
    .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Source id must be letters, digits, dashes or underscores' })
    .nullable()
    .default(null),
});

/**
 * POST /api/brand-profile/accept: the fields a user accepted from a result, with that result as their
 * source. Only the fields sent are written; an empty value is refused here, since accepting clears nothing.
 */
export const ZBrandAccept = z
  .strictObject({
    source: ZSource,
    fields: z.strictObject(
      Object.fromEntries(BRAND_FIELD_NAMES.map((name) => [name, BRAND_VALUE_SCHEMAS[name].optional()])) as {
        [K in TBrandField]: z.ZodOptional<(typeof BRAND_VALUE_SCHEMAS)[K]>;
      },
      { error: 'Fields must be an object of brand profile fields' },
    ),
  })
  .superRefine((body, ctx) => {
    const names = Object.keys(body.fields) as TBrandField[];
    if (names.length === 0) ctx.addIssue({ code: 'custom', message: 'Choose at least one field to add' });
    for (const name of names) {
      if (isEmptyValue(body.fields[name]))
        ctx.addIssue({ code: 'custom', path: ['fields', name], message: `${BRAND_FIELDS[name].label} is empty` });
    }
  });
export type TBrandAccept = z.input<typeof ZBrandAccept>;
