import { AUDIENCE_MESSAGES as M } from '../../../../shared/audience-texts';

/** The form's fields a refusal can be about. */
export type TOptinPageField = 'slug' | 'headline' | 'displayName' | 'bullets';

const FIELD_OF: [TOptinPageField, readonly string[]][] = [
  ['slug', [M.slugRequired, M.slugShort, M.slugLong, M.slugChars, M.slugReserved, M.slugTaken]],
  ['headline', [M.headlineRequired, M.headlineLong]],
  ['bullets', [M.bulletRequired, M.bulletLong]],
  ['displayName', [M.displayNameRequired, M.displayNameLong]],
];

/**
 * Which field the server's refusal (409 or 400) is about, so its message shows under that field: a
 * taken address under the address. Null for one about the whole page, such as "already has a page".
 */
export function fieldOfRefusal(message: string): TOptinPageField | null {
  return FIELD_OF.find(([, messages]) => messages.includes(message))?.[0] ?? null;
}
