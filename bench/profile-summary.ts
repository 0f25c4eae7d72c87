// Where a server's CPU time went: self time per package from V8 CPU profiles, as written by
// `BENCH_CPU_PROF=<dir> npm run bench`.
// Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [--top=25] [--from=<s>] [--where=<name>]
// --from skips the first seconds (start-up); --where (e.g. node:async_hooks) shows whose calls
// that time was spent in.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const file = args.find((a) => !a.startsWith('--'));
const where = flag('where');
const fromUs = Number(flag('from') ?? 0) * 1e6;

/** A package for code in node_modules, the file for our own code, Node's module for its internals. */
function owner({ functionName, url }: ProfileNode['callFrame']): string {
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName}`;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return url.replace(/^node:(internal\/)?/, 'node:').replace(/\/.*$/, '');
  const own = /\/((?:api|bench|web)\/src\/.*|bench\/[^/]+)$/.exec(url);
  return own ? own[1] : url;
}

if (!file) throw new Error('Usage: npx tsx bench/profile-summary.ts <file.cpuprofile> [--top=25] [--from=<s>] [--where=<name>]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
/** The first caller outside `where`, named with its function. */
function callerOutside(id: number): string {
  let at: number | undefined = id;
  while (at !== undefined && owner(byId.get(at)!.callFrame) === where) at = parent.get(at);
  if (at === undefined) return '(top)';
  const frame = byId.get(at)!.callFrame;
  return `${owner(frame)} ${frame.functionName || '(anonymous)'}`;
}
const self = new Map<string, number>();
let elapsed = 0;
profile.samples.forEach((id, i) => {
  elapsed += profile.timeDeltas[i] ?? 0;
  if (elapsed < fromUs) return;
  let key = owner(byId.get(id)!.callFrame);
  if (where) key = key === where ? callerOutside(id) : '(idle)';
  self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0));
});
const idle = self.get('(idle)') ?? 0;
const busy = [...self.values()].reduce((a, b) => a + b, 0) - idle;
console.log(`${file}: ${(busy / 1e6).toFixed(1)} s busy, ${(idle / 1e6).toFixed(1)} s idle`);
console.log('| self time | share of busy | where |\n|---|---|---|');
for (const [key, us] of [...self].filter(([k]) => k !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, Number(flag('top') ?? 25))) {
  console.log(`| ${(us / 1e6).toFixed(2)} s | ${((100 * us) / busy).toFixed(1)} % | ${key} |`);
}
