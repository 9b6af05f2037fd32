#!/usr/bin/env node
// The commit-msg hook (.githooks/commit-msg): refuses a commit whose subject is longer than 72
// characters, so `git log --oneline` and every review tool show each subject whole.
// Plain JavaScript, so git can run it with node before anything is built.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT_LENGTH = 72;

/**
 * The subject of a commit message as git stores it: the first line that is neither blank nor a
 * comment (git strips `#` lines from an edited message).
 * @param {string} message
 * @returns {string}
 */
export function subjectOf(message) {
  const lines = message.split(/\r?\n/);
  return lines.find((line) => line.trim() !== '' && !line.startsWith('#'))?.trimEnd() ?? '';
}

/**
 * Why the message is refused, or null when it is fine.
 * @param {string} message
 * @returns {string | null}
 */
export function subjectProblem(message) {
  const subject = subjectOf(message);
  const length = [...subject].length;
  if (length <= MAX_SUBJECT_LENGTH) return null;
  return (
    `Commit subject is ${length} characters; keep it to ${MAX_SUBJECT_LENGTH} or fewer ` +
    `and put the rest in the body, after a blank line:\n  ${subject}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node scripts/commitMsg.mjs <commit message file>');
    process.exit(2);
  }
  const problem = subjectProblem(readFileSync(file, 'utf8'));
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
