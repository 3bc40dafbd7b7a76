import { createHash } from 'node:crypto';
import pg from 'pg';
import { logFault } from '../log.ts';
import type { Db, Queryable } from './types.ts';
import { asUnavailable, isConnectionError } from './unavailable.ts';

const INT8_OID = 20;

/** BIGINT ids and millisecond times fit a double; parse them as numbers like PGlite does. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

// A statement is prepared once per connection, under a name taken from its text:
// the hot calls (the unread count, the menu version, the region-config check) then skip the
// server's parse and plan on every request.
const names = new Map<string, string>();
function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `q${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    names.set(sql, name);
  }
  return name;
}

function wrap(target: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      return (await target.query({ name: statementName(sql), text: sql, values: params }).catch(asUnavailable)).rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql).catch(asUnavailable);
    },
  };
}

/** node-postgres pool for DATABASE_URL; `schema` (tests) scopes every connection to one schema. */
export async function openPostgres(url: string, schema?: string): Promise<Db> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    types,
    // While the server is gone, fail fast (a 503) rather than queue behind the request timeout.
    connectionTimeoutMillis: 2000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  pool.on('error', (err) => logFault('postgres pool error', `postgres pool error: ${err.message}`));
  if (schema) await pool.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect().catch(asUnavailable);
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        if (isConnectionError(e)) broken = e as Error;
        await client.query('ROLLBACK').catch(() => {});
        return asUnavailable(e);
      } finally {
        // A connection that failed is destroyed, not handed to the next request.
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
