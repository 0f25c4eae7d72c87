import 'reflect-metadata';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, migrate } from '../api/src/db/orm.js';
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATABASE_URL ? undefined : mkdtempSync(join(tmpdir(), 'micro-')) });
await migrate(db.orm);
const em = db.orm.em;
const knex = em.getConnection().getKnex();
const cols = `s.data, p.id, p.last_name, p.is_admin, p.can_rsvp, p.guest_group`;
const lateral = `select ${cols}, g.allowed_pages, g.photo_version, g.accommodations_version, g.event_schedule_version from session s
  left join party p on p.id = (s.data->>'partyId')::int
  left join lateral (select * from guest_group g where g.name in (p.guest_group, 'default') order by g.name = p.guest_group desc limit 1) g on true
  where s.id = ? and s.expires_at > ?`;
const joins = `select ${cols}, coalesce(g.allowed_pages, d.allowed_pages) as allowed_pages, coalesce(g.photo_version, d.photo_version) as photo_version,
  coalesce(g.accommodations_version, d.accommodations_version) as accommodations_version, coalesce(g.event_schedule_version, d.event_schedule_version) as event_schedule_version
  from session s
  left join party p on p.id = (s.data->>'partyId')::int
  left join guest_group g on g.name = p.guest_group
  left join guest_group d on d.name = 'default' and g.id is null
  where s.id = ? and s.expires_at > ?`;
const dollar = (q: string) => { let i = 0; return q.replace(/\?/g, () => `$${++i}`); };
async function time(name: string, n: number, f: () => Promise<unknown>) {
  const t = process.hrtime.bigint(); const c = process.cpuUsage();
  for (let i = 0; i < n; i++) await f();
  const cpu = process.cpuUsage(c);
  console.log(name.padEnd(22), (Number(process.hrtime.bigint() - t) / n / 1000).toFixed(0).padStart(5), 'µs wall', ((cpu.user + cpu.system) / n).toFixed(0).padStart(5), 'µs cpu (all threads)');
}
const pooled = async (q: any) => { const conn = await knex.client.acquireConnection(); try { return (await conn.query(q)).rows; } finally { await knex.client.releaseConnection(conn); } };
for (let r = 0; r < 3; r++) {
  await time('lateral, mikro', 2000, () => em.execute(lateral, ['nope', new Date()]));
  await time('joins, mikro', 2000, () => em.execute(joins, ['nope', new Date()]));
  await time('joins, pg unnamed', 2000, () => pooled({ text: dollar(joins), values: ['nope', new Date()] }));
  await time('joins, pg named', 2000, () => pooled({ name: 'j', text: dollar(joins), values: ['nope', new Date()] }));
  await time('lateral, pg named', 2000, () => pooled({ name: 'l', text: dollar(lateral), values: ['nope', new Date()] }));
}
await db.close();
