import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import tailwindcss from '@tailwindcss/vite';

// Storybook, its addons and its Vite plugins are devDependencies of the root package.json, next
// to this folder, so they resolve by their plain names.
const uiDir = fileURLToPath(new URL('../packages/ui', import.meta.url));

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
  '@tiptap/react',
  '@tiptap/starter-kit',
];

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.tsx', '../apps/site/src/**/*.stories.tsx'],
  addons: [
    '@chromatic-com/storybook',
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal(viteConfig) {
    // Under Vitest (packages/ui/vitest.config.ts) the Vite root is packages/ui, where the stories'
    // own dependencies are. Pre-bundle up front what stories import: a dependency found mid-run
    // reloads the page and fails the stories running at that moment.
    if (process.env['VITEST']) {
      viteConfig.root = uiDir;
      viteConfig.optimizeDeps = {
        ...viteConfig.optimizeDeps,
        include: [...(viteConfig.optimizeDeps?.include ?? []), ...prebundled],
      };
    }
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    return viteConfig;
  },
};

export default config;
