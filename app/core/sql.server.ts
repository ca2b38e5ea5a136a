import type { Payload } from 'payload'

/**
 * The SQL database behind Payload, for the few statements analytics and the work queue need that Payload's Local
 * API does not offer: bulk inserts that skip known ids, GROUP BY, an atomic conditional update.
 * Statements are written with the dialect's own drizzle `sql` tag (values become bound
 * parameters) against the tables and columns Payload's migrations create. Null on MongoDB.
 */
export type SqlDatabase = SqlSession & {
  /** Runs `work` in one transaction. */
  transaction: <T>(work: (session: SqlSession) => Promise<T>) => Promise<T>
}

export type SqlSession = {
  dialect: 'sqlite' | 'postgres'
  sql: SqlTag
  /** Rows as objects keyed by column name. */
  all: <Row>(query: SqlQuery) => Promise<Row[]>
  /** Runs a statement; the number of rows it changed. */
  run: (query: SqlQuery) => Promise<number>
  /**
   * Inserts rows (keyed by Payload's field names) into a collection's table with one statement
   * through Payload's drizzle table; with `skipConflicts`, rows a unique index already holds are
   * skipped. Answers the values of `returning` for the rows inserted.
   */
  insert: (slug: string, rows: readonly object[], options?: { skipConflicts?: boolean; returning?: string }) => Promise<unknown[]>
}

export type SqlQuery = { readonly __sqlQuery?: never }
type SqlTag = ((strings: TemplateStringsArray, ...values: unknown[]) => SqlQuery) & {
  join: (chunks: SqlQuery[], separator?: SqlQuery) => SqlQuery
  raw: (text: string) => SqlQuery
}
/* eslint-disable @typescript-eslint/no-explicit-any -- the two adapters ship separately typed copies of drizzle */
type DrizzleTable = any
type Runner = {
  all?: (query: SqlQuery) => Promise<unknown[]>
  run?: (query: SqlQuery) => Promise<any>
  execute?: (query: SqlQuery) => Promise<any>
  insert?: (table: DrizzleTable) => any
}
type PayloadSqlAdapter = {
  name: string
  busyTimeout?: number
  wal?: false | { synchronous: string }
  client?: { execute: (statement: string) => Promise<unknown> }
  drizzle: Runner & { transaction: (work: (tx: Runner) => Promise<any>) => Promise<any> }
  tables: Record<string, DrizzleTable>
  tableNameMap: Map<string, string>
}
/* eslint-enable @typescript-eslint/no-explicit-any */

const cache = new WeakMap<object, Promise<SqlDatabase | null>>()

export function sqlDatabase(payload: Payload): Promise<SqlDatabase | null> {
  const adapter = payload.db as unknown as PayloadSqlAdapter
  let found = cache.get(adapter)
  if (!found) {
    found = open(adapter)
    cache.set(adapter, found)
  }
  return found
}

async function open(adapter: PayloadSqlAdapter): Promise<SqlDatabase | null> {
  if (adapter.name !== 'sqlite' && adapter.name !== 'postgres') return null
  const dialect: SqlDatabase['dialect'] = adapter.name
  const { sql } = (await (dialect === 'postgres'
    ? import('@payloadcms/db-postgres/drizzle')
    : import('@payloadcms/db-sqlite/drizzle'))) as unknown as {
    sql: SqlTag
  }
  const tableOf = (slug: string) => {
    const name = adapter.tableNameMap.get(slug.replaceAll('-', '_')) ?? slug.replaceAll('-', '_')
    const table = adapter.tables[name]
    if (!table) throw new Error(`No SQL table for the ${slug} collection`)
    return table
  }
  const bind = (runner: Runner): SqlSession => ({
    dialect,
    sql,
    all: async <Row>(query: SqlQuery) =>
      dialect === 'postgres' ? ((await runner.execute!(query)) as { rows: Row[] }).rows : ((await runner.all!(query)) as Row[]),
    run: async (query: SqlQuery) => {
      const result = (dialect === 'postgres' ? await runner.execute!(query) : await runner.run!(query)) as {
        rowCount?: number
        rowsAffected?: number
      }
      return Number(result.rowCount ?? result.rowsAffected ?? 0)
    },
    insert: async (slug, rows, { skipConflicts = false, returning } = {}) => {
      if (rows.length === 0) return []
      const table = tableOf(slug)
      let statement = runner.insert!(table).values(rows)
      if (skipConflicts) statement = statement.onConflictDoNothing()
      return returning ? await statement.returning({ value: table[returning] }) : await statement
    },
  })
  return {
    ...bind(adapter.drizzle),
    transaction: (work) =>
      adapter.drizzle.transaction(async (tx: Runner) => {
        await keepConnectionSettings(adapter)
        return work(bind(tx))
      }),
  }
}

/**
 * libSQL's client hands its connection to a transaction and opens a fresh one for everything
 * after it, without the `busy_timeout` Payload set on the first. That connection then fails at once
 * with "database is locked" whenever the admin's process is writing, instead of waiting: a
 * visitor's save answered 500. So each transaction sets the timeout again on the new connection,
 * and the commit durability (`synchronous`, cms/database-adapter.ts) with it.
 */
async function keepConnectionSettings(adapter: PayloadSqlAdapter): Promise<void> {
  if (adapter.name !== 'sqlite' || !adapter.client) return
  if (adapter.busyTimeout) await adapter.client.execute(`PRAGMA busy_timeout = ${Math.trunc(adapter.busyTimeout)}`)
  if (adapter.wal && /^[A-Z]+$/.test(adapter.wal.synchronous))
    await adapter.client.execute(`PRAGMA synchronous = ${adapter.wal.synchronous}`)
}

/**
 * A stored date as ISO 8601: SQLite keeps Payload's ISO text, node-postgres hands timestamps back
 * as text like "2025-01-15 10:00:00.123+00".
 */
export function isoOf(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  const text = String(value)
  const normalized = /^\d{4}-\d\d-\d\d \d/.test(text) ? text.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00') : text
  const ms = Date.parse(normalized)
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null
}

/** A stored JSON value: text in SQLite, parsed already from PostgreSQL's jsonb. */
export function jsonOf<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null
  if (typeof value !== 'string') return value as T
  try {
    return JSON.parse(value) as T
  } catch {
    return null
  }
}
