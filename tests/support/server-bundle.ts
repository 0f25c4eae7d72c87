import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as Esbuild from 'esbuild';

/**
 * The server's own code (api/src, migrations) compiled into one file for the servers test files
 * start (issue 23 §7): `node --import tsx api/src/main.ts` spent over half of a start's CPU
 * loading ~230 files through tsx's hooks, one by one (3.4–4.0 s a start against 1.6–1.7 s from
 * the bundle, bench/server-start.ts). The bundle is the same code compiled by
 * the same esbuild with tsx's options (the root tsconfig.json: legacy decorators, no
 * define-semantics class fields; `keepNames`, as MikroORM and type-graphql read class names),
 * every package left to Node as under tsx. Each file's `import.meta.url`/`dirname`/`filename`
 * is its own source file's, so paths found from them (the project root, the embedded
 * database's worker, the fonts) stay right. Tests only: `npm start` runs the sources with tsx.
 */
export async function bundleServer(projectRoot: string, outDir: string): Promise<string> {
  // The esbuild tsx compiles with, so both compile the sources alike.
  const fromTsx = createRequire(createRequire(join(projectRoot, 'package.json')).resolve('tsx'));
  const esbuild = fromTsx('esbuild') as typeof Esbuild;
  // main.js, ESM by the project's package.json: the name a holder of the embedded database's
  // folder goes by in the refusal a second process gets (api/src/db/data-dir-lock.ts).
  const outfile = join(outDir, 'main.js');
  await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: [join(projectRoot, 'api/src/main.ts')],
    outfile,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: `node${process.versions.node}`,
    tsconfig: join(projectRoot, 'tsconfig.json'),
    keepNames: true,
    // Every statement of every file kept, as when each file is loaded on its own.
    treeShaking: false,
    // For stack traces that name the .ts files (the servers run with --enable-source-maps).
    sourcemap: 'linked',
    logLevel: 'error',
    plugins: [ownImportMeta(projectRoot)],
  });
  return outfile;
}

const LOADERS: Record<string, Esbuild.Loader> = { ts: 'ts', tsx: 'tsx', mts: 'ts', cts: 'ts', js: 'js', mjs: 'js', cjs: 'js', jsx: 'jsx' };

/** Each source file's `import.meta.url`, `.dirname` and `.filename` as where it lies in the project. */
function ownImportMeta(projectRoot: string): Esbuild.Plugin {
  return {
    name: 'own-import-meta',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async ({ path }) => {
        if (relative(projectRoot, path).startsWith('..') || path.includes('/node_modules/')) return undefined;
        const source = await readFile(path, 'utf8');
        const own = { url: pathToFileURL(path).href, dirname: dirname(path), filename: path } as const;
        const contents = source.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key: keyof typeof own) => JSON.stringify(own[key]));
        return { contents, loader: LOADERS[path.slice(path.lastIndexOf('.') + 1)] };
      });
    },
  };
}
