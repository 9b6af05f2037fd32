import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A citation of a tracker number: the word "issue" followed by a number, also when a comment's
 * line break falls between them. A reader of the code has no tracker, so a comment must say the
 * reason itself.
 */
const CITATION = /(?<![\w-])issues?\s*(?:\r?\n\s*(?:\*|\/\/|#|<!--)?\s*)?#?\d+/gi;

/** Files that may cite issues: the docs' prose, and files that are not text. */
const EXEMPT = [
  /^docs\/.*\.md$/,
  /^pnpm-lock\.yaml$/,
  /\.(png|jpe?g|gif|webp|avif|ico|pdf|woff2?|ttf|otf|zip|gz|br|wasm)$/i,
];

export interface Citation {
  file: string;
  line: number;
  text: string;
}

/** Every citation of an issue number in a text, with its 1-based line. */
export function citationsIn(file: string, text: string): Citation[] {
  return [...text.matchAll(CITATION)].map((match) => ({
    file,
    line: text.slice(0, match.index).split('\n').length,
    text: match[0].replace(/\s+/g, ' '),
  }));
}

/** Every citation in the files git tracks under `root`, exempt files left out. */
export function trackedCitations(root: string): Citation[] {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !EXEMPT.some((pattern) => pattern.test(file)));
  return files.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      return []; // listed but absent (a deletion not yet committed)
    }
    return text.includes('\0') ? [] : citationsIn(file, text);
  });
}
