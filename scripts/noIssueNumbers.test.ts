import { describe, expect, it } from 'vitest';
import { citationsIn, trackedCitations } from './noIssueNumbers.ts';

const root = new URL('..', import.meta.url).pathname;
// Built from parts, so this file does not cite an issue itself.
const ISSUE = 'iss' + 'ue';

describe('no issue numbers in source', () => {
  it('finds a citation in a comment, across a line break and in a test name', () => {
    expect(citationsIn('a.ts', `// kept by question (${ISSUE} 12)`)).toEqual([
      { file: 'a.ts', line: 1, text: `${ISSUE} 12` },
    ]);
    expect(
      citationsIn('b.ts', `/**\n * on a slow network (${ISSUE}\n * 11, first paint)\n */`),
    ).toHaveLength(1);
    expect(
      citationsIn('c.ts', `describe('status words (${ISSUE.toUpperCase()} 15.3)'`),
    ).toHaveLength(1);
  });

  it('leaves words that are not citations alone', () => {
    expect(citationsIn('d.ts', 'const key = issue.path.join(".");\nre-issue 2 links')).toEqual([]);
  });

  it('no tracked file outside docs/ cites an issue number', () => {
    const found = trackedCitations(root).map((c) => `${c.file}:${c.line}: ${c.text}`);
    expect(found).toEqual([]);
  });
});
