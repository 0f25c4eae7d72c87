// Node's flags for the server process, wherever it is started (npm start, the tests' servers,
// the benchmarks), so what is measured and tested is what runs.
//
// AsyncLocalStorage (MikroORM's transaction context, the request log's id) backed by
// AsyncContextFrame instead of async_hooks: with async_hooks, once any store was entered, every
// promise of every request pays for the hooks (issue 23 §4). Node 24 does this by default and
// no longer documents the flag, so it is given to Node 22 and 23 only.
const major = Number(process.versions.node.split('.')[0]);

export const serverNodeFlags = major >= 22 && major < 24 ? ['--experimental-async-context-frame'] : [];
