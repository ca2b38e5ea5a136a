/**
 * Databases of the integration suite's own on the PostgreSQL server TEST_DATABASE_URI names: a
 * template migrated once, and per test file a copy of it (`CREATE DATABASE … TEMPLATE`, a fraction
 * of a second instead of a few seconds of migrations), so files run side by side without sharing
 * data. The role needs CREATEDB (`.ci/run` grants it); the database the URI names is only the one
 * these statements are sent from.
 */
import pg from 'pg'

/** The URI of database `name` on the server, with the same role and options. */
export function databaseUri(serverUri: string, name: string): string {
  const url = new URL(serverUri)
  url.pathname = `/${name}`
  return url.toString()
}

/** A name derived from the given database's, e.g. app_ci_test → app_ci_test_template. */
export function siblingName(serverUri: string, suffix: string): string {
  const base = decodeURIComponent(new URL(serverUri).pathname.slice(1)) || 'postgres'
  return `${base}_${suffix}`
    .replace(/[^a-z0-9_]/gi, '_')
    .toLowerCase()
    .slice(0, 63)
}

/** Runs the statements in order; the rows of the last. */
async function onServer(serverUri: string, statements: string[]): Promise<Record<string, string>[]> {
  const client = new pg.Client({ connectionString: serverUri, connectionTimeoutMillis: 5000 })
  await client.connect()
  try {
    let rows: Record<string, string>[] = []
    for (const statement of statements) rows = (await client.query<Record<string, string>>(statement)).rows
    return rows
  } finally {
    await client.end()
  }
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`
const literal = (name: string) => `'${name.replace(/'/g, "''")}'`

/**
 * Ends this role's sessions on the database. Not `DROP DATABASE … WITH (FORCE)`: that refuses when
 * an autovacuum worker is in the database ("must be a member of the role whose process is being
 * terminated", a PostgreSQL integration file failed so in CI), while a plain DROP or CREATE … TEMPLATE
 * stops autovacuum itself and waits up to 5 s for the ended sessions to go.
 */
const endOwnSessions = (name: string) =>
  `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${literal(name)} AND pid <> pg_backend_pid() AND usename = current_user`

/**
 * Creates an empty database (dropping one of that name left by an interrupted run) in the tablespace
 * of the database the URI names; its copies stay there (a copy takes its template's tablespace).
 * `.ci/run` puts that database in a tablespace in RAM: a copy writes some 1,200 files, and on the
 * CI machine's disk (ext4 without a journal, where every new file's inode is looked for past the
 * ones deleted in the last minutes, i.e. the copies dropped before) that cost about 1.2 s of the
 * server's CPU per test file, against 0.05 s in RAM.
 */
export async function createDatabase(serverUri: string, name: string): Promise<void> {
  const [row] = await onServer(serverUri, [
    'SELECT spcname AS tablespace FROM pg_tablespace t JOIN pg_database d ON d.dattablespace = t.oid WHERE d.datname = current_database()',
  ])
  await onServer(serverUri, [
    endOwnSessions(name),
    `DROP DATABASE IF EXISTS ${quoted(name)}`,
    `CREATE DATABASE ${quoted(name)} TABLESPACE ${quoted(row?.tablespace ?? 'pg_default')}`,
  ])
}

/**
 * Payload's PostgreSQL adapter keeps its pool (and a client it checked out) past `payload.destroy()`;
 * once disconnectAll or dropDatabase ends those sessions, the pool's error must not end the process.
 */
export function ignoreEndedConnections(db: unknown): void {
  const pool = (db as { pool?: { on: (event: 'error', listener: () => void) => void } }).pool
  pool?.on('error', () => undefined)
}

/** Ends every connection to the database (PostgreSQL copies only a template nobody is connected to); a role may end its own sessions. */
export async function disconnectAll(serverUri: string, name: string): Promise<void> {
  await onServer(serverUri, [endOwnSessions(name)])
}

/**
 * Copies the template (nobody may be connected to it: see disconnectAll) file by file. PostgreSQL
 * 15's default (WAL_LOG) reads the template page by page and writes all of it to the write-ahead
 * log, for every test file; FILE_COPY copies the files, then checkpoints, which is cheap on the
 * CI server (no fsync: .ci/run).
 */
export async function copyDatabase(serverUri: string, template: string, name: string): Promise<void> {
  await onServer(serverUri, [`CREATE DATABASE ${quoted(name)} TEMPLATE ${quoted(template)} STRATEGY = FILE_COPY`])
}

export async function dropDatabase(serverUri: string, name: string): Promise<void> {
  await onServer(serverUri, [endOwnSessions(name), `DROP DATABASE IF EXISTS ${quoted(name)}`])
}
