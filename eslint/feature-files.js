/**
 * A server feature's files are named `<subject>.<role>.ts` (docs/conventions.md, "Server feature
 * files"), so a reader finds the routes, the service or the composer of any feature by its name alone,
 * and a new kind of file is a decision written down here rather than a one-off.
 */

/** The roles a file in `src/server/features/<feature>/` may have; what each holds is in the conventions. */
export const FEATURE_ROLES = [
  // every feature
  'routes',
  'service',
  'schema',
  // generation
  'generator',
  'generators',
  'composer',
  'reading',
  'bank',
  'frames',
  'playbooks',
  'ideas',
  'market',
  'insights',
  'scorecard',
  'job',
  // records
  'rows',
  'mapping',
  // a service split by concern in a larger feature
  'access',
  'audit',
  'dashboard',
  'users',
  'settings',
  'catalog',
  'progress',
  'manage',
  'admin',
  'learning',
  'media',
  // signed links a feature mails and later reads back (e.g. the newsletter's confirmation)
  'token',
  // a mail's layout and its HTML and plain-text parts, made with react-email (hence also .tsx)
  'render',
  // who a bulk mail goes to: the recipients of an audience, counted and queued by one query
  'audience',
  // a kind of bulk mail the mail engine sends (which rows may go now, how each reads)
  'source',
  // a list people join by their own choice, which bulk mail is sent to (consent, leave, rejoin)
  'list',
  // a public page the server renders itself (a member's opt-in page), hence also .tsx
  'page',
  // reading and writing a CSV file (a subscriber import and export)
  'csv',
  // a designed file made on the server (a published lead magnet's PDF and cover)
  'document',
  // what a feature offers other programs: its operations on the public API (/api/v1) and the MCP server
  'program',
  // how a request proves who it acts for other than the app's session (a personal access token)
  'auth',
  // the MCP server: its tools, resources and prompts, built from the features' program operations
  'mcp',
];

const KEBAB = '[a-z0-9]+(?:-[a-z0-9]+)*';
// Tests are named after what they test, which may be a part (`offer.scorecard.test.ts`) or a mode
// (`competitor-analysis.model.test.ts`); `testing.ts` holds a feature's test helpers. A file that holds
// JSX (a mail's layout) ends in `.tsx` and is named by the same rule.
const NAME = new RegExp(
  `^(?:${KEBAB}\\.(?:${FEATURE_ROLES.join('|')})\\.tsx?|${KEBAB}(?:\\.[a-z]+)*\\.test\\.tsx?|index\\.ts|testing\\.ts)$`,
);

/** Whether `basename` is a name a server feature file may have. */
export const isFeatureFileName = (basename) => NAME.test(basename);

const role = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Server feature files are named <subject>.<role>.ts with a known role.' },
    messages: {
      name: "'{{name}}' is not <subject>.<role>.ts with a role listed in eslint/feature-files.js (see docs/conventions.md).",
    },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = context.filename.split(/[\\/]/).at(-1) ?? '';
        if (!isFeatureFileName(name)) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

export const featureFilesPlugin = { meta: { name: 'feature-files' }, rules: { role } };

/** The flat-config object: the files directly in a server feature's folder. */
export function featureFileConfigs() {
  return [
    {
      name: 'brandforge/feature-files',
      files: ['src/server/features/*/*.ts', 'src/server/features/*/*.tsx'],
      plugins: { 'feature-files': featureFilesPlugin },
      rules: { 'feature-files/role': 'error' },
    },
  ];
}
