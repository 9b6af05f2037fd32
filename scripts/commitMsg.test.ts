import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { subjectOf, subjectProblem } from './commitMsg.mjs';

const root = new URL('..', import.meta.url).pathname;
const at72 = 'A'.repeat(72);
const at73 = 'A'.repeat(73);

describe('commit subject check', () => {
  it('takes the first line that is not blank or a comment', () => {
    expect(subjectOf('\n# Please enter the commit message\nFix the rate card\n\nBody')).toBe(
      'Fix the rate card',
    );
  });

  it('accepts 72 characters and refuses 73', () => {
    expect(subjectProblem(`${at72}\n\nA long body line ${at73}`)).toBeNull();
    expect(subjectProblem(`${at73}\n`)).toMatch(/73 characters; keep it to 72/);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(subjectProblem('🚚'.repeat(72))).toBeNull();
  });

  it('the hook git runs refuses a long subject and lets a short one through', () => {
    const dir = mkdtempSync(join(tmpdir(), 'commit-msg-'));
    const run = (subject: string) => {
      writeFileSync(join(dir, 'MSG'), `${subject}\n`);
      try {
        execFileSync('sh', [join(root, '.githooks/commit-msg'), join(dir, 'MSG')], {
          cwd: root,
          stdio: 'pipe',
        });
        return 0;
      } catch (error) {
        return (error as { status: number }).status;
      }
    };
    expect(run(at72)).toBe(0);
    expect(run(at73)).toBe(1);
  });

  it('pnpm install sets the hooks path only inside a git work tree and never fails', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const prepare = pkg.scripts.prepare ?? '';
    expect(prepare).toContain('core.hooksPath .githooks');
    // Outside a git work tree (a Docker build context, an unpacked tarball) it still succeeds.
    const dir = mkdtempSync(join(tmpdir(), 'no-git-'));
    expect(() => execFileSync('sh', ['-c', prepare], { cwd: dir, stdio: 'pipe' })).not.toThrow();
  });
});
