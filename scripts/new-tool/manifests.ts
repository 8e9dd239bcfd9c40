import { clientManifestEntry } from './client-templates';
import type { ToolNames } from './names';

/** The result of one edit: the new text, or why the file was left as it was. */
export type Edit = { text: string } | { skipped: string };

function insertBefore(text: string, marker: string, insertion: string, file: string): string {
  const at = text.lastIndexOf(marker);
  if (at < 0) throw new Error(`${file}: could not find "${marker.trim()}" to add the tool before it`);
  return text.slice(0, at) + insertion + text.slice(at);
}

/** Adds the feature to src/server/features/index.ts: its import and its place in FEATURES. */
export function addServerFeature(text: string, n: ToolNames): Edit {
  const name = `${n.camel}Feature`;
  if (text.includes(`'./${n.kebab}'`)) return { skipped: `it already lists ./${n.kebab}` };
  const lastImport = text.lastIndexOf('\nimport ');
  const lineEnd = text.indexOf('\n', lastImport + 1);
  const withImport = `${text.slice(0, lineEnd + 1)}import { ${name} } from './${n.kebab}';\n${text.slice(lineEnd + 1)}`;
  return { text: insertBefore(withImport, '] as const;', `  ${name},\n`, 'src/server/features/index.ts') };
}

/** Adds the feature's tables to the schema index Drizzle reads. */
export function addSchemaExport(text: string, n: ToolNames): Edit {
  const line = `export * from '../../features/${n.kebab}/${n.kebab}.schema';\n`;
  if (text.includes(line)) return { skipped: 'it already exports the schema' };
  return { text: text.endsWith('\n') ? text + line : `${text}\n${line}` };
}

/** Adds the tool's entry, with its lazy page, to the client manifest, once. */
export function addClientTool(text: string, n: ToolNames): Edit {
  if (text.includes(`id: '${n.kebab}'`)) return { skipped: `it already lists '${n.kebab}'` };
  let out = insertBefore(text, '] as const);', clientManifestEntry(n), 'src/client/config/tools.ts');
  if (!/\bSparklesIcon\b/.test(text.slice(0, text.indexOf("} from 'lucide-react'"))))
    out = out.replace("} from 'lucide-react';", "  SparklesIcon,\n} from 'lucide-react';");
  return { text: out };
}
