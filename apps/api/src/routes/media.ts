import type { FastifyInstance } from 'fastify';

const PALETTES = [
  ['#0b3d91', '#1f6fd1'],
  ['#b3121f', '#e4572e'],
  ['#0f766e', '#22a699'],
  ['#5b21b6', '#8b5cf6'],
  ['#92400e', '#f59e0b'],
  ['#1e293b', '#475569'],
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Artwork for the demo content: a gradient with the item's name, drawn on request, so a fresh
 * clone shows complete pages without shipping photos. Real photos replace the img_url values.
 */
export function mediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { kind: string; name: string } }>('/media/:kind/:name', async (request, reply) => {
    const { kind, name } = request.params;
    if (!/^[a-z]{1,20}$/.test(kind) || !/^[a-z0-9-]{1,60}\.svg$/.test(name)) {
      return reply.status(404).send({ Status: 'Error', Message: 'Not found.' });
    }
    const slug = name.slice(0, -4);
    const hash = [...slug].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
    const [from, to] = PALETTES[hash % PALETTES.length] as [string, string];
    const label = escapeXml(slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()));
    const [w, h] = kind === 'icons' ? [96, 96] : kind === 'team' || kind === 'people' ? [400, 400] : [1200, 675];
    const text = kind === 'icons' ? '' : `<text x="50%" y="50%" fill="#fff" font-family="sans-serif" font-size="${Math.round(w / 18)}" text-anchor="middle" dominant-baseline="middle">${label}</text>`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${label}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${text}</svg>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
