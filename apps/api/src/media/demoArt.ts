/**
 * Artwork for the demo content, drawn on request so a fresh clone shows complete pages without
 * shipping photos (real photos replace the img_url values). No names are printed on pictures:
 * people get initials avatars, everything else a courier scene (route arc, plane, parcels).
 */

const PALETTES = [
  { sky: ['#0b2a55', '#1d4f91'], accent: '#f26b1d' },
  { sky: ['#0f3b5f', '#1f7a8c'], accent: '#ffb703' },
  { sky: ['#1e293b', '#334e68'], accent: '#f26b1d' },
  { sky: ['#123c69', '#2a6fb0'], accent: '#fb8500' },
] as const;

const SILHOUETTES = ['#0b2a55', '#1d4f91', '#334e68', '#0f3b5f'] as const;

const AVATAR_TINTS = ['#dbe7f6', '#fde6d8', '#dcefe9', '#e7e1f5', '#f7ecd0'] as const;

const hashOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** 'khaled-al-rashid' -> 'KR': first and last word, as people write initials. */
export function initialsOf(slug: string): string {
  const words = slug.split('-').filter((w) => /^[a-z]/i.test(w));
  if (words.length === 0) return '';
  const first = words[0]![0]!;
  const last = words.length > 1 ? words.at(-1)![0]! : '';
  return `${first}${last}`.toUpperCase();
}

/** A person: initials on a soft tint when the slug is a name, a neutral silhouette otherwise. */
function avatar(slug: string, withInitials: boolean): string {
  const hash = hashOf(slug);
  const tint = AVATAR_TINTS[hash % AVATAR_TINTS.length]!;
  const initials = withInitials ? initialsOf(slug) : '';
  const face = initials
    ? `<circle cx="200" cy="200" r="118" fill="#0b2a55"/><text x="200" y="204" fill="#ffffff" font-family="Inter, Arial, sans-serif" font-weight="700" font-size="96" text-anchor="middle" dominant-baseline="middle" letter-spacing="4">${escapeXml(initials)}</text>`
    : `<circle cx="200" cy="160" r="70" fill="${SILHOUETTES[hash % SILHOUETTES.length]}"/><path d="M70 400c0-80 58-140 130-140s130 60 130 140z" fill="${SILHOUETTES[(hash >> 3) % SILHOUETTES.length]}"/><rect x="150" y="300" width="100" height="18" rx="9" fill="#f26b1d"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${tint}"/>${face}</svg>`;
}

/** A courier scene: sky, a dotted route arc with a plane, and a stack of parcels. */
function scene(slug: string, kind: string): string {
  const hash = hashOf(`${kind}/${slug}`);
  const { sky, accent } = PALETTES[hash % PALETTES.length]!;
  const [w, h] = [1200, 675];
  const flip = hash % 2 === 0;
  const arc = flip ? 'M120 520 Q600 60 1080 420' : 'M120 420 Q600 40 1080 520';
  const plane = flip ? 'translate(760 170) rotate(18)' : 'translate(420 150) rotate(-14)';
  const dots = Array.from({ length: 60 }, (_, i) => {
    const x = ((hash >> (i % 13)) * 37 + i * 97) % w;
    const y = ((hash >> (i % 7)) * 53 + i * 61) % (h - 200);
    return `<circle cx="${x}" cy="${y}" r="2" fill="#ffffff" opacity="0.25"/>`;
  }).join('');
  const parcels = `<g transform="translate(${flip ? 860 : 140} 440)">
    <rect x="0" y="80" width="170" height="120" rx="10" fill="#d9a066"/><rect x="75" y="80" width="20" height="120" fill="#b9803f"/>
    <rect x="30" y="0" width="120" height="90" rx="10" fill="#e8b77c"/><rect x="80" y="0" width="20" height="90" fill="#c58f4e"/>
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>${dots}
  <ellipse cx="600" cy="${h + 260}" rx="900" ry="420" fill="#ffffff" opacity="0.08"/>
  <path d="${arc}" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.7"/>
  <circle cx="120" cy="${flip ? 520 : 420}" r="12" fill="${accent}"/><circle cx="1080" cy="${flip ? 420 : 520}" r="12" fill="${accent}"/>
  <g transform="${plane}" fill="#ffffff"><path d="M-90 0 L60 -10 Q95 0 60 10 Z"/><path d="M-10 -4 L-50 -70 L-25 -70 L30 -6 Z"/><path d="M-10 4 L-50 70 L-25 70 L30 6 Z"/><path d="M-80 -2 L-100 -34 L-86 -34 L-60 -4 Z"/></g>
  ${parcels}
</svg>`;
}

/** A small service mark: a parcel on a round badge. */
function icon(slug: string): string {
  const { accent } = PALETTES[hashOf(slug) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#0b2a55"/><path d="M28 38l20-10 20 10v22L48 70 28 60z" fill="${accent}"/><path d="M28 38l20 10 20-10M48 48v22" stroke="#fff" stroke-width="3" fill="none"/></svg>`;
}

export function demoArt(kind: string, slug: string): string {
  if (kind === 'team' || kind === 'people') return avatar(slug, kind === 'team');
  if (kind === 'icons') return icon(slug);
  return scene(slug, kind);
}
