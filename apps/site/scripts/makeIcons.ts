/**
 * Draws the app icons (PNG) from public/favicon.svg with headless Chromium, so the favicon, the
 * home-screen icons and the web manifest show the same mark. Run after changing the SVG:
 * `pnpm --filter @courier/site exec tsx scripts/makeIcons.ts`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
const sizes: [string, number][] = [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
  ['favicon-32.png', 32],
];

const svg = await readFile(`${publicDir}favicon.svg`, 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  for (const [name, size] of sizes) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await writeFile(`${publicDir}${name}`, await page.screenshot({ omitBackground: true }));
  }
} finally {
  await browser.close();
}
