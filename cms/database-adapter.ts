import path from 'node:path'
import type { DatabaseAdapterObj } from 'payload'
import { databaseKind } from '../config/database-uri'

/** Migrations live per SQL dialect; the start-up step applies them (schema push is never used). */
export function migrationDir(kind: 'sqlite' | 'postgres', cwd = process.cwd()): string {
  return path.resolve(cwd, 'cms/migrations', kind)
}

/** LOG_DB_QUERIES: each SQL statement as one `[db] …` line on stdout (npm run bench:http counts them). */
const queryLogger = { logQuery: (query: string) => void process.stdout.write(`[db] ${query.replace(/\s+/g, ' ').slice(0, 160)}\n`) }

/**
 * Each dialect's adapter is imported only when it is the one in use: loading all three cost about a
 * second of CPU on every Payload start (each integration file, each host start).
 */
export async function createDatabaseAdapter(
  uri: string,
  options: { logQueries?: boolean; durableWrites?: boolean } = {},
): Promise<DatabaseAdapterObj> {
  const logger = options.logQueries ? queryLogger : undefined
  switch (databaseKind(uri)) {
    case 'sqlite': {
      const { sqliteAdapter } = await import('@payloadcms/db-sqlite')
      return sqliteAdapter({
        ...(logger ? { logger } : {}),
        client: { url: uri },
        push: false,
        migrationDir: migrationDir('sqlite'),
        allowIDOnCreate: true, // see seed/ids.ts: the default intro lesson has fixed ids
        // The admin host and the site run in two processes over one file: WAL lets them read while
        // the other writes, and the busy timeout waits out a concurrent write instead of failing.
        // In production every commit waits for the disk (FULL); elsewhere the database is one to throw
        // away, and NORMAL (still consistent after a crash in WAL mode) skips that wait: on a virtual
        // disk it was 4 ms a commit, most of a seed and of the integration and security suites.
        wal: { synchronous: options.durableWrites === false ? 'NORMAL' : 'FULL' },
        busyTimeout: 5000,
      })
    }
    case 'postgres': {
      const { postgresAdapter } = await import('@payloadcms/db-postgres')
      return postgresAdapter({
        ...(logger ? { logger } : {}),
        pool: { connectionString: uri, connectionTimeoutMillis: 5000 },
        push: false,
        migrationDir: migrationDir('postgres'),
        allowIDOnCreate: true, // see seed/ids.ts: the default intro lesson has fixed ids
      })
    }
    case 'mongodb': {
      const { mongooseAdapter } = await import('@payloadcms/db-mongodb')
      return mongooseAdapter({ url: uri, connectOptions: { serverSelectionTimeoutMS: 5000 } })
    }
  }
}
