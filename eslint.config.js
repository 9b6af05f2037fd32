// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Import directions of DESIGN.md: apps -> packages, api-client -> domain, ui -> domain,
 * demo-data -> domain and api-client.
 * No package imports an app. Each entry lists what a folder may NOT import.
 */
const app = (name) => [`@courier/${name}`, `@courier/${name}/*`];
const anyApp = ['**/apps/**', ...app('site'), ...app('admin'), ...app('api'), ...app('mock-api')];
const forbid = (groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map(([group, message]) => ({ group, message })),
    },
  ],
});

export const boundaries = [
  {
    files: ['packages/domain/**/*.{ts,tsx}'],
    rules: forbid([
      [anyApp, 'packages never import apps (DESIGN.md).'],
      [
        [...app('ui'), ...app('api-client'), '**/packages/ui/**', '**/packages/api-client/**'],
        'domain imports no other package: pure rules only.',
      ],
      [['react', 'react/*', 'react-dom', 'react-dom/*'], 'domain has no React.'],
      [['node:*', 'fs', 'fs/*', 'http', 'https', 'net', 'child_process'], 'domain does no I/O.'],
    ]),
  },
  {
    files: ['packages/api-client/**/*.{ts,tsx}'],
    rules: forbid([
      [anyApp, 'packages never import apps (DESIGN.md).'],
      [[...app('ui'), '**/packages/ui/**'], 'api-client imports only domain.'],
      [['react', 'react/*', 'react-dom', 'react-dom/*'], 'api-client has no React.'],
    ]),
  },
  {
    files: ['packages/demo-data/**/*.{ts,tsx}'],
    rules: forbid([
      [anyApp, 'packages never import apps (DESIGN.md).'],
      [[...app('ui'), '**/packages/ui/**'], 'demo-data imports only domain and api-client.'],
      [['react', 'react/*', 'react-dom', 'react-dom/*'], 'demo-data has no React.'],
      [
        ['node:*', 'fs', 'fs/*', 'http', 'https', 'net', 'child_process'],
        'demo-data is data: no I/O.',
      ],
    ]),
  },
  {
    files: ['packages/ui/**/*.{ts,tsx}'],
    rules: forbid([
      [anyApp, 'packages never import apps (DESIGN.md).'],
      [
        [...app('api-client'), '**/packages/api-client/**', 'swr', 'swr/*'],
        'ui components never fetch: pages compose data (DESIGN.md).',
      ],
    ]),
  },
  {
    files: ['apps/api/**/*.{ts,tsx}'],
    ignores: ['apps/api/**/*.test.ts'],
    rules: forbid([
      [
        [
          ...app('ui'),
          ...app('site'),
          ...app('mock-api'),
          '**/apps/site/**',
          '**/apps/mock-api/**',
          '**/packages/ui/**',
        ],
        'the API imports only domain and api-client.',
      ],
    ]),
  },
  {
    files: ['apps/mock-api/**/*.{ts,tsx}'],
    rules: forbid([
      [
        [...app('ui'), ...app('site'), ...app('api'), '**/apps/site/**', '**/apps/api/**'],
        'mock-api serves the contract only.',
      ],
    ]),
  },
  {
    files: ['apps/site/**/*.{ts,tsx}'],
    ignores: ['apps/site/src/mocks/**', 'apps/site/e2e/**'],
    rules: forbid([
      [
        [...app('api'), ...app('mock-api'), '**/apps/api/**', '**/apps/mock-api/**'],
        'the site talks to the API over HTTP only.',
      ],
    ]),
  },
  {
    files: ['apps/admin/**/*.{ts,tsx}'],
    ignores: ['apps/admin/e2e/**'],
    rules: forbid([
      [
        [
          ...app('api'),
          ...app('mock-api'),
          ...app('site'),
          '**/apps/api/**',
          '**/apps/mock-api/**',
          '**/apps/site/**',
        ],
        'the back office imports the three packages, never another app; it talks to the API over HTTP only.',
      ],
    ]),
  },
];

const WORDS = '/[A-Za-z]{2,}/';
const CATALOGUE = 'is a word a person reads: put it in the catalogue (docs/i18n.md).';
/** Literal words in JSX: text between tags, and the attributes a person or a screen reader reads. */
const LITERAL_WORDS_IN_JSX = [
  { selector: `JSXText[value=${WORDS}]`, message: `JSX text ${CATALOGUE}` },
  {
    selector: `JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt|label)$/] > Literal[value=${WORDS}]:not([value=/^https?:\\/\\/$/])`,
    message: `This attribute ${CATALOGUE}`,
  },
];
/** Literal words as the message of an API answer: success(...), notFound(...), new ApiError(status, ...). */
const LITERAL_WORDS_IN_ANSWERS = [
  {
    selector: `CallExpression[callee.name=/^(notFound|failure|statusDataRefusal)$/] > Literal.arguments:first-child[value=${WORDS}]`,
    message: `This message ${CATALOGUE}`,
  },
  {
    selector: `NewExpression[callee.name='ApiError'] > Literal.arguments:nth-child(2)[value=${WORDS}]`,
    message: `This message ${CATALOGUE}`,
  },
];
/**
 * Literal words as a schema's message: a zod check's message argument (`.min(1, 'Enter ...')`)
 * or an `error` / `message` option. A string counts when it holds a word followed by a space.
 */
const SENTENCE = `raw=/^['"\`].*[A-Za-z]{2,}\\s/`;
const LITERAL_WORDS_IN_SCHEMAS = [
  {
    selector: `CallExpression[callee.property.name=/^(min|max|length|regex|refine|superRefine|email|int|positive|nonnegative|multipleOf|url|gt|gte|lt|lte|startsWith|endsWith|includes|enum|literal|string|number|object|array|boolean)$/] > Literal.arguments[${SENTENCE}]`,
    message: `This message ${CATALOGUE}`,
  },
  {
    selector: `Property[key.name=/^(error|message)$/] > Literal.value[${SENTENCE}]`,
    message: `This message ${CATALOGUE}`,
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      // Other builds kept for comparison (docs/performance.md: bench:startup), ignored by git as well.
      'apps/site/dist-*/**',
      '**/storybook-static/**',
      '**/data/**',
      'out/**',
      '**/drizzle/**',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // React: the rules of hooks (and the compiler-era checks of react-hooks 7) and accessible JSX.
  {
    files: ['**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Only says the React Compiler would skip a component (react-hook-form's watch, tanstack
      // table); the product does not use the compiler.
      'react-hooks/incompatible-library': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // react-aria fields take autoFocus to move focus to a field that just appeared (the
      // second login step); the rule is for DOM elements focused on page load.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['tabpanel', 'region'] }],
    },
  },
  // Type-aware rules where types catch real bugs: promises nobody awaits or catches, promises
  // handed to callers that ignore them, awaits of non-promises.
  {
    files: ['**/*.{ts,tsx}'],
    // Tool configs and scripts outside every package's tsconfig are linted without types.
    ignores: ['**/vitest*.config.ts', 'scripts/**', '.storybook/**', 'apps/site/scripts/**'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        // React and react-aria event props may return a promise: nobody waits, nothing is lost.
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  ...boundaries,
  // A handler parses, authorises, calls a use case and answers: registrars and handlers stay
  // short enough to read at once (use cases live in the area folders). Tests are exempt.
  {
    files: ['apps/api/src/routes/**/*.ts', 'apps/api/src/admin/**/*.ts'],
    ignores: ['apps/api/**/*.test.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true }],
    },
  },
  // Words a person reads live in the catalogues (docs/i18n.md): a sentence written as JSX text,
  // as a label-like attribute, or as the message of an API answer is an error. Names, codes and
  // symbols stay allowed: the patterns ask for a word of two letters or more.
  {
    files: ['apps/site/src/**/*.tsx', 'apps/admin/src/**/*.tsx', 'packages/ui/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', '**/*.stories.tsx', 'apps/site/src/mocks/**'],
    rules: { 'no-restricted-syntax': ['error', ...LITERAL_WORDS_IN_JSX] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/**/*.test.ts', 'apps/api/**/*.testSupport.ts', 'apps/api/src/testing/**'],
    rules: { 'no-restricted-syntax': ['error', ...LITERAL_WORDS_IN_ANSWERS] },
  },
  {
    files: ['packages/api-client/src/**/*.ts', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.testSupport.ts', '**/i18n/**'],
    rules: { 'no-restricted-syntax': ['error', ...LITERAL_WORDS_IN_SCHEMAS] },
  },
);
