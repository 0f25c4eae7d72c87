// Builds the web app when web/dist is missing or older than any of its sources,
// so `npm start` and `npm test` work straight after `npm install` and after a pull.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'web/dist/index.html');
// The server's copy of the app, which renders signed-in guest pages (api/src/web/server-render.ts).
const serverBuilt = join(root, 'web/dist-ssr/entry-server.js');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'dist' || entry === 'dist-ssr' || entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(built) || !existsSync(serverBuilt)) return true;
  const sources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'package-lock.json')));
  return sources > Math.min(statSync(built).mtimeMs, statSync(serverBuilt).mtimeMs);
}

export function buildWeb() {
  console.log('Building the web app (vite build, then its server copy)...');
  for (const extra of [[], ['--ssr', 'src/entry-server.tsx']]) {
    const res = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'web/vite.config.ts', '--logLevel', 'warn', ...extra], {
      cwd: root,
      stdio: 'inherit',
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
  // Making web/dist-ssr changed web/'s own time after index.html was written: both outputs are
  // stamped now, or the next --if-stale would build again.
  const now = new Date();
  for (const file of [built, serverBuilt]) utimesSync(file, now, now);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--if-stale') || webBuildIsStale()) buildWeb();
}
