// Which modules make up the guest's chunks, and roughly what each weighs gzipped: the project's
// build (vite.config.ts) into a scratch directory, plus a report. For finding what to cut from
// the download a signed-in page waits for (issue 23 §3); web/dist is left alone.
// Usage: node node_modules/vite/bin/vite.js build --config web/bundle-modules.config.ts --logLevel warn
//   BUNDLE_MODULES_DIR (default: the system's temporary directory) receives the build and modules.json.
// A module's share of its chunk's gzip size is estimated from its share of the chunk's code
// before minification ("est"); "gz" is the module alone gzipped, which overstates small modules.
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { defineConfig, type ConfigEnv, type Plugin, type UserConfig } from 'vite';
import base from './vite.config.js';

const outDir = process.env.BUNDLE_MODULES_DIR ?? join(tmpdir(), 'wedding-bundle-modules');
const gzip = (code: string) => gzipSync(code, { level: constants.Z_BEST_COMPRESSION }).length;
const shortId = (id: string) => id.replace(/.*node_modules[\\/]/, 'nm/').replace(/.*web[\\/]src[\\/]/, 'src/');
/** The chunks every signed-in guest page waits for, printed with their largest modules. */
const SHOWN = /^assets\/(react|ui|app|apollo|signed-in)-/;

function moduleReport(): Plugin {
  return {
    name: 'wedding:bundle-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: Record<string, { gzip: number; bytes: number; modules: { id: string; bytes: number; gz: number; est: number }[] }> = {};
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const size = gzip(chunk.code);
        const modules = Object.entries(chunk.modules).map(([id, m]) => ({ id: shortId(id), bytes: m.renderedLength, gz: m.code ? gzip(m.code) : 0 }));
        const total = modules.reduce((n, m) => n + m.bytes, 0) || 1;
        chunks[file] = {
          gzip: size,
          bytes: chunk.code.length,
          modules: modules.sort((a, b) => b.bytes - a.bytes).map((m) => ({ ...m, est: Math.round((m.bytes / total) * size) })),
        };
      }
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'modules.json'), JSON.stringify(chunks, null, 1));
      const kib = (n: number) => (n / 1024).toFixed(1).padStart(5);
      for (const [file, chunk] of Object.entries(chunks).filter(([file]) => SHOWN.test(file))) {
        console.log(`${file}: ${kib(chunk.gzip)} KiB gzipped`);
        for (const m of chunk.modules.slice(0, 15)) console.log(`  ~${kib(m.est)} KiB  ${m.id}`);
      }
      console.log(`Every chunk's modules: ${join(outDir, 'modules.json')}`);
    },
  };
}

export default defineConfig(async (env: ConfigEnv) => {
  const config = await (base as (env: ConfigEnv) => UserConfig | Promise<UserConfig>)(env);
  return { ...config, plugins: [...(config.plugins ?? []), moduleReport()], build: { ...config.build, outDir: join(outDir, 'dist') } };
});
