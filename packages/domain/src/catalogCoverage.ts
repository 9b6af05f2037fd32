/**
 * The check behind each package's `catalogCoverage.test.ts`: every key of the English
 * catalogue has a non-empty Arabic value with the same ICU arguments, both parse, and every key
 * is used somewhere in the package's source. Pure: the test reads the files and passes their text.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { flattenCatalog, type CatalogTree } from './catalog.ts';

type Token = string | [string, string?, Record<string, Token[] | string>?];

/** The arguments of a compiled message, `name:type`, nested plural branches included. */
function argumentsOf(compiled: unknown): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens as Token[]) {
      if (!Array.isArray(token)) continue;
      const [name, type, format] = token;
      names.add(`${name}:${type ?? 'text'}`);
      if (format && typeof format === 'object')
        for (const branch of Object.values(format)) walk(branch);
    }
  };
  walk(compiled);
  return [...names].sort();
}

export interface CoverageInput {
  namespace: string;
  en: CatalogTree;
  ar: CatalogTree;
  /** The text of every source file of the package (tests and stories excluded). */
  sources: string[];
  /**
   * Groups read by a computed key (`w.status[code]`) or handed whole to a component
   * (`words={w.dataTable}`): their keys count as used when the group's name is.
   */
  groupsUsedWhole?: string[];
}

/** The problems found, one line each; an empty list means the catalogues are complete. */
export function catalogProblems(input: CoverageInput): string[] {
  const problems: string[] = [];
  const en = flattenCatalog(input.namespace, input.en);
  const ar = flattenCatalog(input.namespace, input.ar);
  for (const [id, english] of Object.entries(en)) {
    const arabic = ar[id];
    if (arabic === undefined || arabic.trim() === '') {
      problems.push(`${id}: no Arabic value`);
      continue;
    }
    let enArgs: string[];
    let arArgs: string[];
    try {
      enArgs = argumentsOf(compileMessage(english));
      arArgs = argumentsOf(compileMessage(arabic));
    } catch (error) {
      problems.push(`${id}: does not parse (${String(error)})`);
      continue;
    }
    if (enArgs.join() !== arArgs.join())
      problems.push(
        `${id}: Arabic arguments [${arArgs.join(', ')}] differ from [${enArgs.join(', ')}]`,
      );
  }
  for (const id of Object.keys(ar))
    if (!(id in en)) problems.push(`${id}: Arabic key not in English`);

  const text = input.sources.join('\n');
  const whole = new Set(input.groupsUsedWhole ?? []);
  for (const id of Object.keys(en)) {
    const path = id.split('.').slice(1);
    if (path.some((_, index) => whole.has(path.slice(0, index + 1).join('.')))) continue;
    // Used when its last two segments are read as `group.key` (or `group?.key`); a top-level
    // key when `.key` is read.
    const tail = path.slice(-2).map((segment) => segment.replace(/[$]/g, '\\$&'));
    const pattern = new RegExp(`\\b${tail.join('\\??\\.')}\\b`);
    if (!pattern.test(text)) problems.push(`${id}: used nowhere`);
  }
  return problems;
}
