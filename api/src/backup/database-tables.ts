import type { EntityManager } from '@mikro-orm/postgresql';

/** The query runner of one open transaction (MikroORM's connection, bound to its knex transaction). */
export type Run = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export function runnerFor(em: EntityManager, trx?: unknown): Run {
  const connection = em.getConnection();
  return (sql, params = []) => connection.execute(sql, params, 'all', trx as never) as Promise<Record<string, unknown>[]>;
}

/** MikroORM's own record of applied migrations: its rows go into the manifest, not a table file. */
export const MIGRATIONS_TABLE = 'mikro_orm_migrations';
/**
 * Sessions are left out: they are sign-ins to this server (their cookies are signed with this
 * server's SESSION_SECRET, which is not in the backup either), so guests simply sign in again.
 */
export const SKIPPED_TABLES = new Set([MIGRATIONS_TABLE, 'session']);

export interface TableDump {
  name: string;
  columns: string[];
  /** Every value as PostgreSQL's own text form (null stays null), so types survive JSON exactly. */
  rows: (string | null)[][];
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema's tables, from pg_class: PGlite answers the information_schema views far more slowly. */
export async function tableNames(run: Run): Promise<string[]> {
  const rows = await run(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = current_schema() and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((r) => String(r.name));
}

export async function appliedMigrations(run: Run, tables?: string[]): Promise<string[]> {
  if (!(tables ?? (await tableNames(run))).includes(MIGRATIONS_TABLE)) return [];
  const rows = await run(`select name from ${quote(MIGRATIONS_TABLE)} order by id`);
  // MikroORM has stored names with and without an extension over its versions.
  return rows.map((r) => String(r.name).replace(/\.[jt]s$/, ''));
}

/**
 * Every table of the schema with its columns and primary key, in one catalog query (the
 * information_schema views cost PGlite a query each per table, which the snapshot would hold).
 */
async function tableShapes(run: Run): Promise<Map<string, { columns: string[]; key: string[] }>> {
  const rows = await run(
    `select c.relname as t, a.attname as col, array_position(i.indkey::int2[], a.attnum) as k
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace and n.nspname = current_schema()
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     left join pg_index i on i.indrelid = c.oid and i.indisprimary
     where c.relkind in ('r', 'p') order by c.relname, a.attnum`,
  );
  const shapes = new Map<string, { columns: string[]; key: Array<[number, string]> }>();
  for (const r of rows) {
    const t = String(r.t);
    if (!shapes.has(t)) shapes.set(t, { columns: [], key: [] });
    shapes.get(t)!.columns.push(String(r.col));
    if (r.k !== null && r.k !== undefined) shapes.get(t)!.key.push([Number(r.k), String(r.col)]);
  }
  return new Map([...shapes].map(([t, s]) => [t, { columns: s.columns, key: s.key.sort((a, b) => a[0] - b[0]).map(([, c]) => c) }]));
}

/**
 * Every table's rows in primary-key order, each value cast to text: the text forms of
 * timestamps, arrays, JSON and numerics are what PostgreSQL 15 and PGlite (18) both read back
 * unchanged, which a JavaScript Date or number would not guarantee. Runs inside the caller's
 * snapshot transaction.
 */
export async function dumpTables(run: Run): Promise<{ migrations: string[]; tables: TableDump[] }> {
  const dumps: TableDump[] = [];
  const shapes = await tableShapes(run);
  const migrations = await appliedMigrations(run, [...shapes.keys()]);
  for (const [name, { columns, key }] of shapes) {
    if (SKIPPED_TABLES.has(name)) continue;
    const order = (key.length ? key : columns).map(quote).join(', ');
    const select = columns.map((c, i) => `${quote(c)}::text as c${i}`).join(', ');
    const rows = await run(`select ${select} from ${quote(name)} order by ${order}`);
    dumps.push({ name, columns, rows: rows.map((r) => columns.map((_, i) => (r[`c${i}`] ?? null) as string | null)) });
  }
  return { migrations, tables: dumps };
}

/**
 * Whether the couple has put anything here: any row in a table, less the "default" guest
 * group a migration itself creates (a freshly migrated database counts as empty).
 */
export async function holdsData(run: Run): Promise<boolean> {
  for (const name of await tableNames(run)) {
    if (SKIPPED_TABLES.has(name)) continue;
    const where = name === 'guest_group' ? ` where name <> 'default'` : '';
    const [row] = await run(`select exists (select 1 from ${quote(name)}${where}) as found`);
    if (row.found === true) return true;
  }
  return false;
}

/** Tables ordered so that every table comes after the ones its foreign keys point at. */
export async function foreignKeyOrder(run: Run, tables: string[]): Promise<string[]> {
  const edges = await run(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = current_schema()`,
  );
  const unquote = (s: unknown) => String(s).replace(/^"(.*)"$/, '$1');
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const e of edges) {
    const child = unquote(e.child);
    const parent = unquote(e.parent);
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const visit = (t: string, path: Set<string>) => {
    if (ordered.includes(t) || path.has(t)) return;
    path.add(t);
    for (const p of parents.get(t) ?? []) if (parents.has(p)) visit(p, path);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

/** Inserts a table's rows as text, which PostgreSQL parses by each column's type. */
export async function insertRows(run: Run, dump: TableDump): Promise<void> {
  const columns = dump.columns.map(quote).join(', ');
  // Bound parameters, a few hundred rows per statement: well under PostgreSQL's 65,535 limit.
  const perStatement = Math.max(1, Math.floor(10_000 / Math.max(1, dump.columns.length)));
  for (let i = 0; i < dump.rows.length; i += perStatement) {
    const batch = dump.rows.slice(i, i + perStatement);
    const values = batch.map(() => `(${dump.columns.map(() => '?').join(', ')})`).join(', ');
    await run(`insert into ${quote(dump.name)} (${columns}) values ${values}`, batch.flat());
  }
}

/** Moves every serial/identity sequence past the largest id restored, so new rows never collide. */
export async function resetSequences(run: Run, dump: TableDump): Promise<void> {
  for (const column of dump.columns) {
    const [row] = await run(`select pg_get_serial_sequence(?, ?) as seq`, [quote(dump.name), column]);
    if (!row?.seq) continue;
    await run(
      `select setval(?::regclass, coalesce((select max(${quote(column)}) from ${quote(dump.name)}), 1), (select count(*) > 0 from ${quote(dump.name)}))`,
      [row.seq],
    );
  }
}

/** Empties the schema for a restore (inside its transaction, so a failure brings it all back). */
export async function dropAllTables(run: Run): Promise<void> {
  for (const name of await tableNames(run)) {
    if (name === MIGRATIONS_TABLE) await run(`delete from ${quote(name)}`);
    else await run(`drop table if exists ${quote(name)} cascade`);
  }
}

export { quote };
