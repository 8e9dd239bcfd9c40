import { Dialect, LocalLinter } from 'harper.js';
import { binaryInlined } from 'harper.js/binaryInlined';

export interface GrammarProblem {
  kind: string;
  message: string;
  text: string;
}

let linter: Promise<LocalLinter> | undefined;

/**
 * Harper, the grammar checker, loaded once per process (it takes about a second). Set to the product's
 * house style: British spelling ("recognise", "programme") and lists without an Oxford comma ("a, b and c").
 */
function harper(): Promise<LocalLinter> {
  linter ??= (async () => {
    const l = new LocalLinter({ binary: binaryInlined, dialect: Dialect.British });
    await l.setup();
    await l.setLintConfig({ ...(await l.getDefaultLintConfig()), OxfordComma: false });
    return l;
  })();
  return linter;
}

/**
 * Harper's problems in a text, less the ones in the user's own words: a typo or an unusual name they
 * typed is quoted back on purpose (their words survive), so it is not the composer's mistake.
 */
export async function grammarProblems(text: string, userWords: string): Promise<GrammarProblem[]> {
  const lints = await (await harper()).lint(text);
  // Whole words, not a substring: "pas" is not theirs because they typed "pass".
  const words = (s: string) =>
    s
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .match(/[\p{L}\p{N}'’]+/gu) ?? [];
  const theirs = new Set(words(userWords));
  return lints
    .map((l) => ({ kind: l.lint_kind(), message: l.message(), text: l.get_problem_text() }))
    .filter((p) => {
      const own = words(p.text);
      return !own.length || !own.every((w) => theirs.has(w));
    });
}
