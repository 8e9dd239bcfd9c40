/** The spellings of one tool name that the scaffold writes into code, paths and text. */
export interface ToolNames {
  /** `brand-voice`: folders, files, URL and API path. */
  kebab: string;
  /** `brandVoice` */
  camel: string;
  /** `BrandVoice` */
  pascal: string;
  /** `brand_voice`: the table name. */
  snake: string;
  /** `BRAND_VOICE` */
  constant: string;
  /** `Brand Voice`: titles. */
  title: string;
  /** `brand voice`: inside sentences. */
  lower: string;
}

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Checks a tool name and derives its spellings; a bad name is refused with the reason. */
export function toolNames(name: string): ToolNames {
  if (!NAME.test(name) || name.length > 40)
    throw new Error(`"${name}" is not a tool name: use lower-case words joined by hyphens, e.g. brand-voice.`);
  const words = name.split('-');
  const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  return {
    kebab: name,
    camel: words[0] + words.slice(1).map(cap).join(''),
    pascal: words.map(cap).join(''),
    snake: words.join('_'),
    constant: words.join('_').toUpperCase(),
    title: words.map(cap).join(' '),
    lower: words.join(' '),
  };
}
