// npm start: build the web app if needed, then run the server (TypeScript via tsx).
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb, webBuildIsStale } from './build-web.mjs';
import { serverNodeFlags } from './server-flags.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (webBuildIsStale()) buildWeb();

const server = spawn(process.execPath, [...serverNodeFlags, '--import', 'tsx', join(root, 'api/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
