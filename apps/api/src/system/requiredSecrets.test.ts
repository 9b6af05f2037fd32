import { describe, expect, it } from 'vitest';
import { runNode, serverEnv } from '../testing/serverProcess.ts';
import { checkRequiredSecrets, MissingSecretError } from './requiredSecrets.ts';

const GOOD = 'a-secret-that-is-long-enough-0123456789';
const URL = 'postgres://postgres@127.0.0.1:5432/test';

describe('required secrets', () => {
  it('asks nothing of embedded PGlite (it generates its own into DATA_DIR)', () => {
    expect(() =>
      checkRequiredSecrets(undefined, { LABEL_TOKEN_SECRET: undefined, SESSION_SECRET: undefined }),
    ).not.toThrow();
  });

  it('with DATABASE_URL refuses a missing or short secret, naming each', () => {
    expect(() =>
      checkRequiredSecrets(URL, { LABEL_TOKEN_SECRET: undefined, SESSION_SECRET: GOOD }),
    ).toThrow(/LABEL_TOKEN_SECRET is not set/);
    const both = () =>
      checkRequiredSecrets(URL, { LABEL_TOKEN_SECRET: 'short', SESSION_SECRET: undefined });
    expect(both).toThrow(MissingSecretError);
    expect(both).toThrow(/LABEL_TOKEN_SECRET is 5 characters long; it must be at least 32/);
    expect(both).toThrow(/SESSION_SECRET is not set/);
    expect(() =>
      checkRequiredSecrets(URL, { LABEL_TOKEN_SECRET: GOOD, SESSION_SECRET: GOOD }),
    ).not.toThrow();
  });

  it('a server process with DATABASE_URL and a short session secret exits 1 with the message, before touching the database', async () => {
    // Port 1: nothing answers there, so getting past the check would fail differently.
    const run = runNode(
      'src/main.ts',
      serverEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none', SESSION_SECRET: 'short' }),
    );
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('SESSION_SECRET is 5 characters long; it must be at least 32');
    expect(run.output()).not.toContain('ECONNREFUSED');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });

  it('a short LABEL_TOKEN_SECRET stops the process with its message, without a stack', async () => {
    const run = runNode('src/main.ts', serverEnv({ LABEL_TOKEN_SECRET: 'short' }));
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('LABEL_TOKEN_SECRET must be at least 32 characters long.');
    expect(run.output()).not.toMatch(/\n\s+at /);
  });
});
