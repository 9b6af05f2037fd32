import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type TailwindPlugin from '@tailwindcss/vite';

// Storybook's packages are installed in packages/ui (pnpm keeps them out of the root), so every
// framework, addon and plugin is resolved from there rather than from this folder.
const uiPackage = fileURLToPath(new URL('../packages/ui/package.json', import.meta.url));
const requireFromUi = createRequire(uiPackage);
const packageDir = (name: string): string => {
  // Some packages do not export their package.json: walk up from the entry point instead.
  let dir = dirname(requireFromUi.resolve(name));
  while (
    !existsSync(join(dir, 'package.json')) ||
    basename(dir) === 'build' ||
    basename(dir) === 'dist'
  )
    dir = dirname(dir);
  return dir;
};

const uiDir = dirname(uiPackage);

/**
 * Bare imports that do not resolve where they are written (this folder, Storybook's virtual
 * modules, pre-bundled dependencies cached at the root) resolve as if written in packages/ui.
 */
const resolveFromUi = {
  name: 'courier:resolve-storybook-imports-from-ui',
  enforce: 'pre' as const,
  async resolveId(
    this: {
      resolve: (
        source: string,
        importer: string | undefined,
        options: { skipSelf: boolean },
      ) => Promise<unknown>;
    },
    source: string,
    importer: string | undefined,
  ) {
    const bare =
      !source.startsWith('.') &&
      !source.startsWith('/') &&
      !source.startsWith('\0') &&
      !source.startsWith('virtual:') &&
      !/^[a-z]+:\/\//.test(source) &&
      !source.startsWith('node:');
    if (!bare || importer?.startsWith(uiDir)) return null;
    const here = await this.resolve(source, importer, { skipSelf: true });
    return here ?? this.resolve(source, uiPackage, { skipSelf: true });
  },
};

const prebundled = [
  'react-aria-components',
  'react-hook-form',
  '@hookform/resolvers/zod',
  '@courier/domain > zod',
  'tailwind-variants',
  'react-hot-toast',
  'browser-image-compression',
  '@internationalized/date',
  'swiper',
  'swiper/react',
  'swiper/modules',
  'leaflet',
  'msw/browser',
];

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/site/src/**/*.stories.tsx'],
  addons: [
    packageDir('@chromatic-com/storybook'),
    packageDir('@storybook/addon-docs'),
    packageDir('@storybook/addon-a11y'),
    packageDir('@storybook/addon-vitest'),
    packageDir('msw-storybook-addon'),
  ],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  // mockServiceWorker.js for msw-storybook-addon.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const tailwindEntry = requireFromUi.resolve('@tailwindcss/vite');
    const { default: tailwindcss } = (await import(pathToFileURL(tailwindEntry).href)) as {
      default: typeof TailwindPlugin;
    };
    // Under Vitest the addon resolves its bare setup files from the Vite root: make it packages/ui.
    // Pre-bundle up front what stories import: a dependency found mid-run reloads the page and
    // fails the stories running at that moment.
    if (process.env['VITEST']) {
      viteConfig.root = uiDir;
      viteConfig.optimizeDeps = {
        ...viteConfig.optimizeDeps,
        include: [...(viteConfig.optimizeDeps?.include ?? []), ...prebundled],
      };
    }
    viteConfig.plugins = [resolveFromUi, ...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
};

export default config;
