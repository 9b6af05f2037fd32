import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Proves the lint rule of DESIGN.md's import directions really fails a wrong-direction import.
// The files below exist only in memory, so no tsconfig holds them: they are linted without types
// (the import rule needs none), or every message would be a parse error and no case could fail.
const eslint = new ESLint({
  cwd: new URL('..', import.meta.url).pathname,
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'off',
      '@typescript-eslint/no-misused-promises': 'off',
      '@typescript-eslint/await-thenable': 'off',
    },
  },
});

async function errorsFor(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A file that does not parse proves nothing either way.
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.ruleId === 'no-restricted-imports');
}

describe('import directions', () => {
  it.each([
    ['packages/domain/src/x.ts', "import { a } from '@courier/ui/Button';"],
    ['packages/domain/src/x.ts', "import { a } from '@courier/api-client/client';"],
    ['packages/domain/src/x.ts', "import React from 'react';"],
    ['packages/domain/src/x.ts', "import { readFile } from 'node:fs/promises';"],
    ['packages/ui/src/x.tsx', "import { a } from '@courier/api-client/client';"],
    ['packages/ui/src/x.tsx', "import useSWR from 'swr';"],
    ['packages/ui/src/x.tsx', "import { a } from '@courier/site/main';"],
    ['packages/ui/src/x.tsx', "import { a } from '../../../apps/site/src/main';"],
    ['packages/api-client/src/x.ts', "import { a } from '@courier/ui/Button';"],
    ['apps/api/src/x.ts', "import { a } from '@courier/ui/Button';"],
    ['packages/demo-data/src/x.ts', "import { a } from '@courier/mock-api/db';"],
    ['packages/demo-data/src/x.ts', "import { a } from '../../../apps/api/src/seed/rates';"],
    ['packages/demo-data/src/x.ts', "import { a } from '@courier/ui/Button';"],
    ['packages/demo-data/src/x.ts', "import { readFile } from 'node:fs/promises';"],
    ['apps/site/src/x.ts', "import { a } from '@courier/api/main';"],
    ['apps/admin/src/x.ts', "import { a } from '@courier/site/main';"],
    ['apps/admin/src/x.ts', "import { a } from '../../../apps/api/src/app';"],
    ['packages/ui/src/x.tsx', "import { a } from '@courier/admin/main';"],
  ])('%s may not run %s', async (file, code) => {
    expect(await errorsFor(file, `${code}\nexport const used = a;`)).not.toHaveLength(0);
  });

  it.each([
    ['packages/ui/src/x.tsx', "import { a } from '@courier/domain/money';"],
    ['packages/api-client/src/x.ts', "import { a } from '@courier/domain/money';"],
    ['apps/site/src/x.ts', "import { a } from '@courier/ui/Button';"],
    ['apps/api/src/x.ts', "import { a } from '@courier/api-client/client';"],
    ['apps/api/src/x.ts', "import { a } from '@courier/demo-data/tariff';"],
    ['apps/mock-api/src/x.ts', "import { a } from '@courier/demo-data/tariff';"],
    ['packages/demo-data/src/x.ts', "import { a } from '@courier/domain/rateQuote';"],
    ['packages/demo-data/src/x.ts', "import { a } from '@courier/api-client/endpoints';"],
    ['apps/admin/src/x.ts', "import { a } from '@courier/ui/DataTable';"],
    ['apps/admin/src/x.ts', "import { a } from '@courier/api-client/admin';"],
  ])('%s may run %s', async (file, code) => {
    expect(await errorsFor(file, `${code}\nexport const used = a;`)).toHaveLength(0);
  });
});
