import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailTransport } from './mailer.ts';

let dir: string;
afterAll(async () => dir && rm(dir, { recursive: true, force: true }));

describe('outbox', () => {
  it('writes .eml files readable by the server user only (0600, folder 0700)', async () => {
    dir = await mkdtemp(join(tmpdir(), 'courier-outbox-'));
    const outboxDir = join(dir, 'outbox');
    const transport = createMailTransport({
      smtpUrl: undefined,
      outboxDir,
      from: 'website@courier.example',
    });
    expect(
      await transport.send(
        'staff@courier.example',
        { subject: 'Job application', text: 'resume attached' },
        'message:1',
      ),
    ).toBe('outbox');
    const [name] = await readdir(outboxDir);
    expect(name).toMatch(/\.eml$/);
    expect((await stat(join(outboxDir, name!))).mode & 0o777).toBe(0o600);
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
  });
});
