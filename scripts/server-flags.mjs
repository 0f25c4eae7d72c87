// Node's flags for the server process, wherever it is started (npm start, the tests' servers,
// the benchmarks), so what is measured and tested is what runs.
//
// AsyncLocalStorage (MikroORM's transaction context, the request log's id) backed by
// AsyncContextFrame instead of async_hooks: with async_hooks, once any store was entered, every
// promise of every request pays for the hooks (issue 23 §4). Node 24 does this by default and
// no longer documents the flag, so it is given to Node 22 and 23 only.
//
// A young generation of up to 2 × 32 MB instead of V8's 2 × 16 MB: with 200 requests in flight,
// each scavenge copies every in-flight request's objects, and a larger nursery scavenges half as
// often (issue 23 §4: 10-20 % less CPU per signed-in read at 200 connections, bench/results-postgresql.md).
// It grows only under load: an idle server's stays at 1 MB.
const major = Number(process.versions.node.split('.')[0]);
export const serverNodeFlags = [...(major >= 22 && major < 24 ? ['--experimental-async-context-frame'] : []), '--max-semi-space-size=32'];
