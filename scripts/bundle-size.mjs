// What a guest's browser must download before the first screen can render: the entry script
// index.html names, every module it preloads and, recursively, their static imports (dynamic
// imports are lazy routes and do not count). Sizes are gzip level 9, as served precompressed.
// Usage: node scripts/bundle-size.mjs   (after a build; prints the breakdown)
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync, constants } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

export const BUDGET_KIB = 170;
export const TARGET_KIB = 150;

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..');
export const defaultDist = join(root, 'web/dist');

const gzipBytes = (buf) => gzipSync(buf, { level: constants.Z_BEST_COMPRESSION }).length;

function attr(tag, name) {
  return new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];
}

/** Script, modulepreload and stylesheet URLs named by an HTML page. */
function initialUrls(html) {
  const scripts = [];
  const styles = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const rel = attr(tag, 'rel');
    if (tag.toLowerCase().startsWith('<script') && attr(tag, 'src')) scripts.push(attr(tag, 'src'));
    else if (rel === 'modulepreload') scripts.push(attr(tag, 'href'));
    else if (rel === 'stylesheet') styles.push(attr(tag, 'href'));
  }
  return { scripts, styles };
}

/**
 * @param {string} distDir the built web app
 * @param {string} page the HTML page a guest opens first
 */
export async function initialLoad(distDir = defaultDist, page = 'index.html') {
  await init;
  const htmlPath = join(distDir, page);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} is missing: build the web app first (npm run build).`);
  const { scripts, styles } = initialUrls(readFileSync(htmlPath, 'utf8'));
  const seen = new Set();
  const queue = scripts.map((url) => url.replace(/^\//, ''));
  const js = [];
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(join(distDir, file));
    js.push({ file, bytes: source.length, gzip: gzipBytes(source) });
    const [imports] = parse(source.toString('utf8'));
    for (const imp of imports) {
      // d === -1: a static import; dynamic imports (lazy pages) are fetched only when used.
      if (imp.d !== -1 || !imp.n?.startsWith('.')) continue;
      queue.push(join(file, '..', imp.n));
    }
  }
  const css = styles.map((url) => {
    const file = url.replace(/^\//, '');
    const source = readFileSync(join(distDir, file));
    return { file, bytes: source.length, gzip: gzipBytes(source) };
  });
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
  return { js, css, jsGzip: sum(js, 'gzip'), jsBytes: sum(js, 'bytes'), cssGzip: sum(css, 'gzip') };
}

export const kib = (n) => (n / 1024).toFixed(1);

export function describe(load) {
  const rows = [...load.js, ...load.css].map((f) => `  ${f.file.padEnd(48)} ${kib(f.bytes).padStart(8)} KiB ${kib(f.gzip).padStart(7)} KiB gzip`);
  return [
    `Guest initial load (web/dist/index.html): ${kib(load.jsGzip)} KiB of gzipped JavaScript (budget ${BUDGET_KIB} KiB, target ${TARGET_KIB} KiB), plus ${kib(load.cssGzip)} KiB of CSS`,
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const load = await initialLoad();
  console.log(describe(load));
  if (load.jsGzip > BUDGET_KIB * 1024) process.exitCode = 1;
}
