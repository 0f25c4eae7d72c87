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
