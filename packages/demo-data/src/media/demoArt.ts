/**
 * Artwork for the demo content, drawn on request so a fresh clone shows complete pages without
 * shipping photos (real photos replace the img_url values). The API's /media route and the mock
 * API of `pnpm dev` both draw from here, so both show the same pictures. No names are printed on pictures:
 * people are drawn as illustrated portraits (portrait), everything else a courier scene with its own
 * subject (motifOf).
 */

const PALETTES = [
  { sky: ['#0b2a55', '#1d4f91'], accent: '#f26b1d' },
  { sky: ['#0f3b5f', '#1f7a8c'], accent: '#ffb703' },
  { sky: ['#1e293b', '#334e68'], accent: '#f26b1d' },
  { sky: ['#123c69', '#2a6fb0'], accent: '#fb8500' },
] as const;

const AVATAR_TINTS = ['#dbe7f6', '#fde6d8', '#dcefe9', '#e7e1f5', '#f7ecd0'] as const;

const hashOf = (text: string) => [...text].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** How a drawn person is dressed: the headwear or hair, and the clothes. */
interface Look {
  head: 'ghutra' | 'hijab' | 'short' | 'long' | 'bald';
  clothes: 'dishdasha' | 'suit' | 'blouse' | 'abaya';
  beard: boolean;
}

/** The seed's people, each drawn as they would dress at work in Kuwait. */
const TEAM_LOOKS: Record<string, Look> = {
  'khaled-al-rashid': { head: 'ghutra', clothes: 'dishdasha', beard: true },
  'sara-al-mutairi': { head: 'hijab', clothes: 'abaya', beard: false },
  'rahul-menon': { head: 'short', clothes: 'suit', beard: false },
  'fatima-al-sabah': { head: 'hijab', clothes: 'blouse', beard: false },
  'omar-haddad': { head: 'short', clothes: 'suit', beard: true },
  'anita-fernandes': { head: 'long', clothes: 'blouse', beard: false },
};

/** Any other person (the Our People gallery, members added later): a look picked by the slug. */
const LOOKS: readonly Look[] = [
  { head: 'ghutra', clothes: 'dishdasha', beard: true },
  { head: 'hijab', clothes: 'abaya', beard: false },
  { head: 'short', clothes: 'suit', beard: true },
  { head: 'long', clothes: 'blouse', beard: false },
  { head: 'ghutra', clothes: 'dishdasha', beard: false },
  { head: 'hijab', clothes: 'blouse', beard: false },
  { head: 'bald', clothes: 'suit', beard: true },
  { head: 'short', clothes: 'blouse', beard: false },
];

const SKIN = ['#f1c7a1', '#d9a27a', '#c68a5e', '#a86f47', '#8a5a3b'] as const;
const HAIR = ['#1f1a17', '#3b2a20', '#4a3426', '#2a2523'] as const;
const CLOTH = ['#1d4f91', '#0b2a55', '#334e68', '#7a2e3a', '#2f6f5e'] as const;
const SCARF = ['#7a2e3a', '#334e68', '#c9a27e', '#2f6f5e', '#5b4b8a'] as const;

/** The look of a person: the seed's own, else one picked by the slug's hash. */
export function lookOf(kind: string, slug: string): Look {
  return TEAM_LOOKS[slug] ?? LOOKS[hashOf(`${kind}/${slug}`) % LOOKS.length]!;
}

/**
 * A person: a flat-illustrated bust (face, headwear or hair, clothes) on a soft tint. Drawn, not
 * a stand-in: the silhouettes and initials the site showed before read as missing photos.
 */
function portrait(kind: string, slug: string): string {
  const hash = hashOf(`${kind}/${slug}`);
  const look = lookOf(kind, slug);
  const tint = AVATAR_TINTS[hash % AVATAR_TINTS.length]!;
  const skin = SKIN[(hash >>> 3) % SKIN.length]!;
  const hair = HAIR[(hash >>> 5) % HAIR.length]!;
  const cloth = CLOTH[(hash >>> 7) % CLOTH.length]!;
  const scarf = SCARF[(hash >>> 9) % SCARF.length]!;
  const parts: string[] = [
    `<rect width="400" height="400" fill="${tint}"/>`,
    `<circle cx="200" cy="210" r="150" fill="#ffffff" opacity="0.45"/>`,
  ];
  // Behind the head: long hair, a headscarf's fall, the ghutra's sides.
  if (look.head === 'long')
    parts.push(
      `<path d="M128 190 Q126 100 200 96 Q274 100 272 190 L280 320 L120 320 Z" fill="${hair}"/>`,
    );
  if (look.head === 'hijab')
    parts.push(
      `<path d="M118 200 Q112 86 200 82 Q288 86 282 200 L300 330 L100 330 Z" fill="${scarf}"/>`,
    );
  if (look.head === 'ghutra')
    parts.push(
      `<path d="M124 170 Q120 92 200 88 Q280 92 276 170 L296 330 L104 330 Z" fill="#f8fafc"/><path d="M124 170 L104 330 M276 170 L296 330" stroke="#dbe3ee" stroke-width="6"/>`,
    );
  // Clothes: the shoulders, then the neck line of each.
  const clothes: Record<Look['clothes'], string> = {
    dishdasha: `<path d="M60 400 Q66 300 200 292 Q334 300 340 400 Z" fill="#ffffff"/><path d="M186 292 L200 330 L214 292" fill="none" stroke="#cbd5e1" stroke-width="5"/><path d="M200 330 V400" stroke="#e2e8f0" stroke-width="4"/>`,
    suit: `<path d="M60 400 Q66 300 200 292 Q334 300 340 400 Z" fill="${cloth}"/><path d="M168 294 L200 372 L232 294 Z" fill="#ffffff"/><path d="M196 306 L204 306 L210 372 L200 384 L190 372 Z" fill="${look.beard ? '#f26b1d' : '#7a2e3a'}"/><path d="M168 294 L186 360 L160 322 Z M232 294 L214 360 L240 322 Z" fill="#000000" opacity="0.18"/>`,
    blouse: `<path d="M60 400 Q66 300 200 292 Q334 300 340 400 Z" fill="${cloth}"/>${look.head === 'hijab' ? '' : `<path d="M172 294 Q200 336 228 294" fill="${skin}"/>`}`,
    abaya: `<path d="M60 400 Q66 300 200 292 Q334 300 340 400 Z" fill="#1e1e24"/><path d="M200 330 V400" stroke="#3a3a44" stroke-width="4"/>`,
  };
  if (look.head !== 'hijab')
    parts.push(`<rect x="176" y="236" width="48" height="64" rx="18" fill="${skin}"/>`);
  parts.push(clothes[look.clothes]);
  // The face.
  parts.push(`<ellipse cx="200" cy="180" rx="60" ry="72" fill="${skin}"/>`);
  if (look.head !== 'hijab' && look.head !== 'ghutra')
    parts.push(
      `<ellipse cx="140" cy="186" rx="10" ry="16" fill="${skin}"/><ellipse cx="260" cy="186" rx="10" ry="16" fill="${skin}"/>`,
    );
  if (look.beard)
    parts.push(
      `<path d="M142 186 Q146 262 200 266 Q254 262 258 186 Q252 230 226 232 Q200 222 174 232 Q148 230 142 186 Z" fill="${hair}"/><path d="M182 226 Q200 218 218 226" fill="none" stroke="${hair}" stroke-width="8" stroke-linecap="round"/>`,
    );
  parts.push(
    `<ellipse cx="178" cy="180" rx="7" ry="8" fill="#1f1a17"/><ellipse cx="222" cy="180" rx="7" ry="8" fill="#1f1a17"/>`,
    `<path d="M164 160 Q178 152 190 160 M210 160 Q222 152 236 160" fill="none" stroke="${hair}" stroke-width="6" stroke-linecap="round"/>`,
    `<path d="M200 188 Q194 204 202 206" fill="none" stroke="#000000" stroke-opacity="0.2" stroke-width="4" stroke-linecap="round"/>`,
    `<path d="M184 222 Q200 ${look.beard ? 230 : 234} 216 222" fill="none" stroke="#7a3b2e" stroke-width="5" stroke-linecap="round"/>`,
  );
  // On top of the head: hair, the hijab's front, the ghutra and its agal.
  const top: Record<Look['head'], string> = {
    short: `<path d="M140 170 Q134 100 200 100 Q266 100 260 170 Q250 130 200 128 Q150 130 140 170 Z" fill="${hair}"/>`,
    long: `<path d="M140 176 Q136 102 200 100 Q264 102 260 176 Q246 128 200 126 Q170 128 150 150 Z" fill="${hair}"/>`,
    bald: `<path d="M140 176 Q140 150 146 140 M260 176 Q260 150 254 140" fill="none" stroke="${hair}" stroke-width="10" stroke-linecap="round"/>`,
    hijab: `<path d="M134 186 Q130 98 200 96 Q270 98 266 186 Q262 128 200 120 Q138 128 134 186 Z" fill="${scarf}"/><path d="M140 226 Q200 300 260 226 L272 290 Q200 330 128 290 Z" fill="${scarf}"/>`,
    ghutra: `<path d="M134 182 Q130 100 200 96 Q270 100 266 182 Q262 132 200 124 Q138 132 134 182 Z" fill="#f8fafc"/><path d="M138 118 Q200 92 262 118" fill="none" stroke="#111827" stroke-width="12"/><path d="M142 132 Q200 106 258 132" fill="none" stroke="#111827" stroke-width="9"/>`,
  };
  parts.push(top[look.head]);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" data-look="${look.head}-${look.clothes}">${parts.join('')}</svg>`;
}

/**
 * The foreground subjects a picture may show, each drawn in a 420x300 box. A service is drawn
 * with its own subject (SERVICE_MOTIFS); a news item or a post gets one chosen by its slug, so
 * the pages no longer repeat one drawing for everything.
 */
const MOTIFS: Record<string, (accent: string) => string> = {
  plane: (a) =>
    `<g transform="translate(210 120) rotate(-12)" fill="#ffffff"><path d="M-150 0 L100 -16 Q160 0 100 16 Z"/><path d="M-20 -6 L-80 -110 L-40 -110 L50 -10 Z"/><path d="M-20 6 L-80 110 L-40 110 L50 10 Z"/><path d="M-130 -3 L-165 -55 L-140 -55 L-100 -6 Z"/></g><rect x="150" y="230" width="130" height="60" rx="8" fill="${a}"/>`,
  envelope: (a) =>
    `<rect x="20" y="60" width="260" height="170" rx="12" fill="#ffffff"/><path d="M20 72 L150 170 L280 72" fill="none" stroke="#c9d6ea" stroke-width="10"/><circle cx="320" cy="90" r="80" fill="${a}"/><circle cx="320" cy="90" r="62" fill="#ffffff"/><path d="M320 90 V46 M320 90 L352 110" stroke="#0b2a55" stroke-width="10" stroke-linecap="round"/>`,
  van: (a) =>
    `<path d="M10 250 L10 110 Q10 90 30 90 L250 90 L250 250 Z" fill="#ffffff"/><path d="M250 130 L330 130 L390 190 L390 250 L250 250 Z" fill="#e6edf7"/><path d="M265 145 L325 145 L365 190 L265 190 Z" fill="#8fb3de"/><rect x="10" y="170" width="240" height="24" fill="${a}"/><circle cx="90" cy="255" r="34" fill="#1e293b"/><circle cx="90" cy="255" r="14" fill="#cbd5e1"/><circle cx="320" cy="255" r="34" fill="#1e293b"/><circle cx="320" cy="255" r="14" fill="#cbd5e1"/>`,
  ship: (a) =>
    `<path d="M0 200 L420 200 L370 280 L40 280 Z" fill="#ffffff"/><rect x="60" y="140" width="80" height="60" fill="${a}"/><rect x="145" y="140" width="80" height="60" fill="#8fb3de"/><rect x="230" y="140" width="80" height="60" fill="${a}"/><rect x="100" y="80" width="80" height="60" fill="#8fb3de"/><rect x="185" y="80" width="80" height="60" fill="${a}"/><rect x="330" y="100" width="50" height="100" fill="#e6edf7"/><path d="M0 296 Q50 280 100 296 T200 296 T300 296 T420 296" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.6"/>`,
  cart: (a) =>
    `<rect x="40" y="20" width="170" height="270" rx="24" fill="#ffffff"/><rect x="58" y="50" width="134" height="200" rx="8" fill="#e6edf7"/><path d="M90 120 h12 l16 60 h60 l14 -44 h-84" fill="none" stroke="#0b2a55" stroke-width="8" stroke-linejoin="round"/><circle cx="124" cy="196" r="8" fill="#0b2a55"/><circle cx="170" cy="196" r="8" fill="#0b2a55"/><g transform="translate(240 130)"><rect width="160" height="130" rx="10" fill="#d9a066"/><rect x="70" width="20" height="130" fill="#b9803f"/><path d="M0 0 L160 0" stroke="${a}" stroke-width="10"/></g>`,
  customs: (a) =>
    `<rect x="40" y="20" width="220" height="270" rx="10" fill="#ffffff"/><path d="M70 70 h160 M70 110 h160 M70 150 h120 M70 190 h140" stroke="#c9d6ea" stroke-width="12" stroke-linecap="round"/><circle cx="300" cy="210" r="78" fill="none" stroke="${a}" stroke-width="14"/><path d="M262 210 l28 28 l50 -56" fill="none" stroke="${a}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`,
  parcels: (a) =>
    `<g transform="translate(60 40)"><rect x="0" y="120" width="200" height="140" rx="10" fill="#d9a066"/><rect x="90" y="120" width="22" height="140" fill="#b9803f"/><rect x="40" y="0" width="150" height="120" rx="10" fill="#e8b77c"/><rect x="105" y="0" width="22" height="120" fill="#c58f4e"/><rect x="210" y="150" width="110" height="110" rx="10" fill="${a}"/></g>`,
  globe: (a) =>
    `<circle cx="200" cy="150" r="140" fill="#ffffff" opacity="0.95"/><ellipse cx="200" cy="150" rx="60" ry="140" fill="none" stroke="#8fb3de" stroke-width="8"/><path d="M60 150 H340 M80 80 H320 M80 220 H320" stroke="#8fb3de" stroke-width="8"/><circle cx="290" cy="90" r="22" fill="${a}"/><path d="M290 112 L290 150" stroke="${a}" stroke-width="8"/>`,
  warehouse: (a) =>
    `<path d="M10 120 L210 30 L410 120 L410 290 L10 290 Z" fill="#ffffff"/><rect x="60" y="150" width="130" height="140" fill="#8fb3de"/><rect x="230" y="150" width="130" height="140" fill="#8fb3de"/><path d="M60 185 H190 M60 220 H190 M60 255 H190 M230 185 H360 M230 220 H360 M230 255 H360" stroke="#ffffff" stroke-width="6"/><rect x="180" y="70" width="60" height="30" rx="4" fill="${a}"/>`,
};

/**
 * The seed's services, news items and posts each get the subject their story is about, none
 * repeated within a list; any other slug (content added later) gets one picked by its hash.
 */
const SEED_MOTIFS: Record<string, keyof typeof MOTIFS> = {
  'services/international-express': 'envelope',
  'services/domestic-courier': 'van',
  'services/air-freight': 'plane',
  'services/sea-freight': 'ship',
  'services/ecommerce-logistics': 'cart',
  'services/customs-clearance': 'customs',
  'news/farwaniya-service-point': 'warehouse',
  'news/same-day-ahmadi': 'van',
  'news/iso-recertification': 'customs',
  'news/gcc-road-network': 'globe',
  'news/ramadan-hours': 'envelope',
  'news/online-booking': 'cart',
  'blog/pack-fragile-items': 'parcels',
  'blog/volumetric-weight': 'warehouse',
  'blog/customs-invoice': 'customs',
  'blog/gcc-ecommerce': 'cart',
  'blog/air-vs-sea': 'ship',
  'blog/tracking-statuses': 'globe',
  'blog/sending-documents': 'envelope',
  'blog/fifty-years': 'van',
  'blog/airport-gateway': 'plane',
};

const MOTIF_NAMES = Object.keys(MOTIFS);

/** The subject of a picture: the service's own, else one picked by the slug. */
export function motifOf(kind: string, slug: string): string {
  const seeded = SEED_MOTIFS[`${kind}/${slug}`];
  if (seeded) return seeded;
  if (kind === 'video') return 'globe';
  return MOTIF_NAMES[hashOf(`${kind}/${slug}`) % MOTIF_NAMES.length]!;
}

/**
 * A courier scene: a sky in one of the palettes, a dotted route arc and the picture's subject,
 * on the left or the right (mirrored compositions keep neighbouring cards from looking alike).
 */
function scene(slug: string, kind: string): string {
  const hash = hashOf(`${kind}/${slug}`);
  const { sky, accent } = PALETTES[(hash >>> 4) % PALETTES.length]!;
  const [w, h] = [1200, 675];
  // A home slide sits behind the heading and the tracking box (the start side): its subject goes
  // to the end side (the site mirrors the picture on right-to-left pages).
  const flip = kind === 'slides' || hash % 2 === 0;
  const motif = motifOf(kind, slug);
  const arc = flip ? 'M120 520 Q600 60 1080 420' : 'M120 420 Q600 40 1080 520';
  const dots = Array.from({ length: 60 }, (_, i) => {
    const x = ((hash >> (i % 13)) * 37 + i * 97) % w;
    const y = ((hash >> (i % 7)) * 53 + i * 61) % (h - 200);
    return `<circle cx="${x}" cy="${y}" r="2" fill="#ffffff" opacity="0.25"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" data-motif="${motif}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>${dots}
  <ellipse cx="600" cy="${h + 260}" rx="900" ry="420" fill="#ffffff" opacity="0.08"/>
  <path d="${arc}" fill="none" stroke="#ffffff" stroke-width="4" stroke-dasharray="2 14" stroke-linecap="round" opacity="0.5"/>
  <circle cx="120" cy="${flip ? 520 : 420}" r="12" fill="${accent}"/><circle cx="1080" cy="${flip ? 420 : 520}" r="12" fill="${accent}"/>
  <g transform="translate(${flip ? 660 : 120} 130) scale(1.2)">${MOTIFS[motif]!(accent)}</g>
</svg>`;
}

/** A small service mark: a parcel on a round badge. */
function icon(slug: string): string {
  const { accent } = PALETTES[hashOf(slug) % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#0b2a55"/><path d="M28 38l20-10 20 10v22L48 70 28 60z" fill="${accent}"/><path d="M28 38l20 10 20-10M48 48v22" stroke="#fff" stroke-width="3" fill="none"/></svg>`;
}

export function demoArt(kind: string, slug: string): string {
  if (kind === 'team' || kind === 'people') return portrait(kind, slug);
  if (kind === 'icons') return icon(slug);
  return scene(slug, kind);
}

/** The picture at /media/<kind>/<name>.svg, or undefined for a name the demo content never uses. */
export function demoArtAt(kind: string, name: string): string | undefined {
  if (!/^[a-z]{1,20}$/.test(kind) || !/^[a-z0-9-]{1,60}\.svg$/.test(name)) return undefined;
  return demoArt(kind, name.slice(0, -4));
}
