// Draws the built-in site images (the gallery set, the two couple photos, a hero backdrop) as
// original abstract art and writes them as small WebP files to web/public/images/builtin.
// Re-run after changing the drawing: node scripts/make-builtin-images.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const out = join(import.meta.dirname, '../web/public/images/builtin');
mkdirSync(out, { recursive: true });

// The site's palette: sage, blush, gold, ivory; the close-friends set adds night tones.
const PARENTS = [['#eef3ec', '#9db59a', '#e8c4c0'], ['#fbf6ee', '#d9b26f', '#b9cbb4'], ['#f6e9e6', '#c98f8a', '#f3dfb8'], ['#e9efe7', '#6f8f6c', '#f1d3cf']];
const FRIENDS = [['#2d3142', '#e8c4c0', '#d9b26f'], ['#3b2f4a', '#f08a7e', '#f6d365'], ['#1f3b3a', '#9db59a', '#f3dfb8'], ['#40263a', '#d9b26f', '#f1d3cf']];

/** A small deterministic random generator, so the art is the same on every run. */
function random(seed) {
  let s = seed * 9301 + 49297;
  return () => ((s = (s * 233280 + 49297) % 2147483647) / 2147483647);
}

function art(seed, width, height, [bg, a, b]) {
  const r = random(seed);
  const shapes = [];
  for (let i = 0; i < 7; i++) {
    const cx = Math.round(r() * width);
    const cy = Math.round(r() * height);
    const rad = Math.round((0.1 + r() * 0.35) * Math.min(width, height));
    shapes.push(`<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${i % 2 ? a : b}" opacity="${(0.25 + r() * 0.5).toFixed(2)}"/>`);
  }
  const wave = Math.round(height * (0.55 + r() * 0.3));
  shapes.push(`<path d="M0 ${wave} C ${width * 0.3} ${wave - 80}, ${width * 0.6} ${wave + 80}, ${width} ${wave - 20} L ${width} ${height} L 0 ${height} Z" fill="${a}" opacity="0.45"/>`);
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${b}"/></linearGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="${Math.round(width / 60)}"/></filter></defs>
  <rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#soft)">${shapes.join('')}</g></svg>`);
}

async function write(name, svg) {
  const data = await sharp(svg).webp({ quality: 60, effort: 6 }).toBuffer();
  writeFileSync(join(out, name), data);
  return data.length;
}

let total = 0;
for (let i = 1; i <= 24; i++) {
  const friends = i > 16;
  const palette = (friends ? FRIENDS : PARENTS)[i % 4];
  total += await write(`gallery-${String(i).padStart(2, '0')}.webp`, art(i, 720, 540, palette));
}
total += await write('couple-1.webp', art(101, 600, 800, PARENTS[0]));
total += await write('couple-2.webp', art(102, 600, 800, PARENTS[2]));
total += await write('hero-1.webp', art(201, 1600, 900, PARENTS[1]));
console.log(`Wrote 27 images, ${Math.round(total / 1024)} KB in all, to ${out}`);

// Illustrations drawn in code (issue 20 §5 and §6): one per demo gift, a gift box for the
// landing page's Registry section and the venue for its Travel section while the couple has
// uploaded none. Flat shapes in the site's palette, 4:3 for the gift cards, 16:9 for the venue.
const SAGE = '#6f8f6c';
const SAGE_LIGHT = '#b9cbb4';
const BLUSH = '#e8c4c0';
const BLUSH_DARK = '#c98f8a';
const GOLD = '#d9b26f';
const IVORY = '#fbf6ee';
const INK = '#3d4a3c';
const SEA = '#8fb3c0';

const scene = (w, h, sky, body) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>${body}</svg>`);

const GIFTS = {
  // A table for two by the river at dusk: plates, glasses, a candle.
  'gift-dinner': scene(1200, 900, ['#f6e9e6', '#f3dfb8'], `
    <circle cx="900" cy="260" r="90" fill="${GOLD}" opacity="0.7"/>
    <path d="M0 470 Q300 440 600 470 T1200 470 V560 H0Z" fill="${SEA}" opacity="0.6"/>
    <rect x="0" y="540" width="1200" height="360" fill="${IVORY}"/>
    <ellipse cx="600" cy="660" rx="420" ry="120" fill="#ffffff" stroke="${SAGE_LIGHT}" stroke-width="6"/>
    <ellipse cx="440" cy="660" rx="110" ry="42" fill="${BLUSH}" stroke="${BLUSH_DARK}" stroke-width="5"/>
    <ellipse cx="760" cy="660" rx="110" ry="42" fill="${BLUSH}" stroke="${BLUSH_DARK}" stroke-width="5"/>
    <path d="M560 520 h24 l-6 60 h-12z M616 520 h24 l-6 60 h-12z" fill="${BLUSH_DARK}" opacity="0.8"/>
    <rect x="590" y="560" width="20" height="70" rx="4" fill="${IVORY}" stroke="${GOLD}" stroke-width="4"/>
    <path d="M600 525 q14 18 0 32 q-14 -14 0 -32z" fill="${GOLD}"/>`),
  // A striped balloon over rolling plains at sunrise.
  'gift-balloon': scene(1200, 900, ['#fbe9d7', '#f6e9e6'], `
    <circle cx="260" cy="640" r="120" fill="${GOLD}" opacity="0.6"/>
    <path d="M0 700 Q300 600 600 690 T1200 660 V900 H0Z" fill="${SAGE_LIGHT}"/>
    <path d="M0 780 Q400 700 800 780 T1200 760 V900 H0Z" fill="${SAGE}" opacity="0.8"/>
    <path d="M600 120 C780 120 820 300 700 430 L640 500 H560 L500 430 C380 300 420 120 600 120Z" fill="${BLUSH}"/>
    <path d="M600 120 C660 120 690 300 650 430 L625 500 H575 L550 430 C510 300 540 120 600 120Z" fill="${BLUSH_DARK}"/>
    <path d="M600 120 C620 120 630 300 615 430 L605 500 H595 L585 430 C570 300 580 120 600 120Z" fill="${IVORY}"/>
    <path d="M565 500 L575 560 M635 500 L625 560" stroke="${INK}" stroke-width="4"/>
    <rect x="570" y="556" width="60" height="44" rx="6" fill="${GOLD}" stroke="${INK}" stroke-width="4"/>`),
  // A sailing boat on the water at golden hour.
  'gift-sailing': scene(1200, 900, ['#f3dfb8', '#f6e9e6'], `
    <circle cx="820" cy="470" r="130" fill="${GOLD}" opacity="0.75"/>
    <rect x="0" y="520" width="1200" height="380" fill="${SEA}"/>
    <path d="M0 600 Q150 580 300 600 T600 600 T900 600 T1200 600" stroke="${IVORY}" stroke-width="6" fill="none" opacity="0.7"/>
    <path d="M0 700 Q150 680 300 700 T600 700 T900 700 T1200 700" stroke="${IVORY}" stroke-width="6" fill="none" opacity="0.5"/>
    <path d="M470 560 H780 L730 620 H520Z" fill="${INK}"/>
    <path d="M620 170 V555" stroke="${INK}" stroke-width="8"/>
    <path d="M630 190 L780 540 H630Z" fill="${IVORY}"/>
    <path d="M610 220 L470 540 H610Z" fill="${BLUSH}"/>`),
  // Custard tarts fresh from the oven, with a whisk.
  'gift-cooking': scene(1200, 900, ['#fbf6ee', '#efe6d2'], `
    <ellipse cx="600" cy="560" rx="400" ry="170" fill="#ffffff" stroke="${SAGE_LIGHT}" stroke-width="8"/>
    ${[[470, 520], [730, 520], [600, 620]].map(([x, y]) => `<ellipse cx="${x}" cy="${y}" rx="105" ry="62" fill="#e7c38a" stroke="#b98a4a" stroke-width="6"/><ellipse cx="${x}" cy="${y - 6}" rx="74" ry="40" fill="#f4d27a"/><ellipse cx="${x + 18}" cy="${y - 14}" rx="22" ry="12" fill="#a9652e" opacity="0.8"/>`).join('')}
    <path d="M930 190 L1040 330" stroke="${SAGE}" stroke-width="16" stroke-linecap="round"/>
    <path d="M1040 330 C980 370 1000 460 1070 430 C1130 400 1100 320 1040 330Z" fill="none" stroke="${SAGE}" stroke-width="6"/>
    <path d="M1040 330 C1020 380 1050 440 1070 430" fill="none" stroke="${SAGE}" stroke-width="6"/>`),
  // A train along the coast.
  'gift-train': scene(1200, 900, ['#e9efe7', '#fbf6ee'], `
    <rect x="0" y="600" width="1200" height="300" fill="${SEA}" opacity="0.7"/>
    <path d="M0 560 Q400 520 800 560 T1200 540 V640 H0Z" fill="${SAGE_LIGHT}"/>
    <rect x="0" y="560" width="1200" height="14" fill="${INK}"/>
    <rect x="170" y="420" width="300" height="130" rx="24" fill="${SAGE}"/>
    <rect x="490" y="420" width="260" height="130" rx="16" fill="${SAGE}"/>
    <rect x="770" y="420" width="260" height="130" rx="16" fill="${SAGE}"/>
    ${[210, 290, 530, 610, 810, 890].map((x) => `<rect x="${x}" y="445" width="56" height="44" rx="8" fill="${IVORY}"/>`).join('')}
    <rect x="170" y="505" width="860" height="14" fill="${GOLD}"/>
    ${[230, 410, 550, 690, 830, 970].map((x) => `<circle cx="${x}" cy="556" r="20" fill="${INK}"/>`).join('')}`),
  // A tiled palace front: columns and blue-and-white tiles.
  'gift-museum': scene(1200, 900, ['#f6e9e6', '#fbf6ee'], `
    <path d="M300 300 L600 170 L900 300Z" fill="${BLUSH_DARK}"/>
    <rect x="300" y="300" width="600" height="40" fill="${IVORY}" stroke="${INK}" stroke-width="4"/>
    ${[340, 460, 580, 700, 820].map((x) => `<rect x="${x}" y="340" width="40" height="300" fill="${IVORY}" stroke="${INK}" stroke-width="4"/>`).join('')}
    <rect x="280" y="640" width="640" height="40" fill="${IVORY}" stroke="${INK}" stroke-width="4"/>
    ${Array.from({ length: 12 }, (_, i) => Array.from({ length: 3 }, (_, j) => `<rect x="${i * 100}" y="${700 + j * 67}" width="100" height="67" fill="${(i + j) % 2 ? '#ffffff' : '#dbe7ee'}" stroke="${SEA}" stroke-width="3"/><circle cx="${i * 100 + 50}" cy="${733 + j * 67}" r="16" fill="none" stroke="${SEA}" stroke-width="4"/>`).join('')).join('')}`),
  // A wrapped present: the landing page's Registry section while no gift has a picture.
  'gift-box': scene(1600, 900, ['#fdfbf6', '#f7e6e1'], `
    <rect x="620" y="400" width="360" height="300" rx="12" fill="${BLUSH}"/>
    <rect x="590" y="330" width="420" height="90" rx="12" fill="${BLUSH_DARK}"/>
    <rect x="775" y="330" width="50" height="370" fill="${GOLD}"/>
    <path d="M800 330 C720 240 640 280 700 330Z M800 330 C880 240 960 280 900 330Z" fill="${GOLD}"/>
    ${[[300, 200], [1300, 260], [420, 720], [1200, 700], [180, 520], [1420, 520]].map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="${24 + (i % 3) * 14}" fill="${i % 2 ? SAGE_LIGHT : GOLD}" opacity="0.5"/>`).join('')}`),
};

// The venue: a whitewashed country house among vines, the sea behind.
const VENUE = scene(1600, 900, ['#f3dfb8', '#fbf6ee'], `
  <circle cx="1250" cy="230" r="110" fill="${GOLD}" opacity="0.6"/>
  <rect x="0" y="420" width="1600" height="80" fill="${SEA}" opacity="0.7"/>
  <path d="M0 500 Q400 440 800 480 T1600 470 V900 H0Z" fill="${SAGE_LIGHT}"/>
  <rect x="560" y="330" width="480" height="260" fill="#ffffff" stroke="${INK}" stroke-width="5"/>
  <path d="M540 335 L800 220 L1060 335Z" fill="${BLUSH_DARK}"/>
  <rect x="760" y="470" width="80" height="120" rx="40" fill="${SAGE}"/>
  ${[620, 700, 900, 980].map((x) => `<rect x="${x}" y="390" width="44" height="60" rx="4" fill="${SAGE_LIGHT}" stroke="${INK}" stroke-width="3"/>`).join('')}
  <rect x="520" y="250" width="40" height="340" fill="#ffffff" stroke="${INK}" stroke-width="4"/>
  ${Array.from({ length: 7 }, (_, i) => `<path d="M${i * 240 - 40} 900 Q${i * 240 + 60} 640 ${i * 240 + 160} 900" fill="${SAGE}" opacity="0.55"/>`).join('')}
  <path d="M200 600 q20 -120 0 -240 M200 420 q-60 -20 -90 -70 M200 460 q60 -20 90 -70" stroke="${SAGE}" stroke-width="14" fill="none" stroke-linecap="round"/>`);

for (const [name, svg] of Object.entries(GIFTS)) total += await write(`${name}.webp`, svg);
total += await write('venue-1.webp', VENUE);
console.log(`And ${Object.keys(GIFTS).length + 1} illustrations, ${Math.round(total / 1024)} KB with the rest`);
