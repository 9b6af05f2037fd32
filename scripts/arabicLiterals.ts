import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Every word a user reads lives in a catalogue, Arabic beside English (docs/i18n.md), so an
 * Arabic letter in a string, a template or JSX text anywhere else is a word that escaped it.
 * Comments may quote Arabic (an example of a format, a name); only literals are judged.
 */
const ARABIC_LETTER = /(?=\p{Script=Arabic})\p{L}/u;

/** The catalogues: `en.ts`, `ar.ts`, `<namespace>En.ts` and `<namespace>Ar.ts` in `src/i18n/`. */
const CATALOGUE = /\/src\/i18n\/(?:en|ar|\w+En|\w+Ar)\.ts$/;

/** Not shipped to users: tests, their support files, end-to-end journeys and stories. */
const NOT_SHIPPED = [/\.test\.tsx?$/, /\.testSupport\.ts$/, /(?:^|\/)e2e\//, /\.stories\.tsx$/];

/**
 * Files whose Arabic is data, not words of ours, each with its reason. Keep it short: a word
 * shown to a user belongs in a catalogue, not here.
 */
export const ARABIC_DATA_FILES: Record<string, string> = {
  'packages/demo-data/src/': "the demo seed's content and shipments, Arabic twins of rows",
  'packages/domain/src/kuwaitAreas.ts': "Kuwait's governorates and areas, names of places",
  'packages/domain/src/places.ts': 'a hub and a country named as scans write them, names of places',
  'packages/domain/src/constants.ts':
    "the dinar's Arabic abbreviation, a part of the amount format",
  'packages/domain/src/tracking.ts':
    "the status codes' words as stored and parsed back (trackingStatusOf), spread into the portal catalogue",
  'packages/domain/src/formats.ts':
    "the Arabic 'to' a figure's range is typed and written with, a part of the count format",
  'packages/ui/src/utils/bilingualSearch.ts':
    'letters folded together when searching (alef forms, yeh, teh marbuta), not words',
  'apps/api/src/notifications/channels/phoneOptOut.ts':
    'the keywords recognised in an SMS or WhatsApp reply, with the spellings people type',
  'packages/api-client/src/messagingProtocol.ts':
    "the WhatsApp templates as registered with Meta, in Meta's {{n}} syntax, byte for byte",
};

export interface ArabicLiteral {
  file: string;
  line: number;
  text: string;
}

const LITERALS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
  ts.SyntaxKind.RegularExpressionLiteral,
]);

/** The literals (strings, templates, JSX text, regular expressions) of a source holding Arabic. */
export function arabicLiteralsIn(file: string, text: string): ArabicLiteral[] {
  if (!ARABIC_LETTER.test(text)) return [];
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  const found: ArabicLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if (LITERALS.has(node.kind)) {
      const literal = node.getText(source);
      if (ARABIC_LETTER.test(literal))
        found.push({
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
          text: literal.trim().slice(0, 60),
        });
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/** Whether a tracked file is judged: TypeScript that ships, outside the catalogues and the list. */
export function isJudged(file: string): boolean {
  return (
    /\.tsx?$/.test(file) &&
    !file.endsWith('.d.ts') &&
    !CATALOGUE.test(file) &&
    !NOT_SHIPPED.some((pattern) => pattern.test(file)) &&
    !Object.keys(ARABIC_DATA_FILES).some((allowed) => file.startsWith(allowed))
  );
}

const tracked = (root: string): string[] =>
  execFileSync('git', ['ls-files', '-z', '--', '*.ts', '*.tsx'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);

const read = (root: string, file: string): string => {
  try {
    return readFileSync(join(root, file), 'utf8');
  } catch {
    return ''; // listed but absent (a deletion not yet committed)
  }
};

/** Every Arabic literal in the judged files git tracks under `root`. */
export function trackedArabicLiterals(root: string): ArabicLiteral[] {
  return tracked(root)
    .filter(isJudged)
    .flatMap((file) => arabicLiteralsIn(file, read(root, file)));
}

/** The allowed entries that no longer hold an Arabic literal (the list keeps only what it needs). */
export function staleAllowances(root: string): string[] {
  const files = tracked(root);
  return Object.keys(ARABIC_DATA_FILES).filter(
    (allowed) =>
      !files
        .filter((file) => file.startsWith(allowed))
        .some((file) => arabicLiteralsIn(file, read(root, file)).length > 0),
  );
}
