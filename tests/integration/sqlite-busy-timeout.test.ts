import { describe, expect, it } from 'vitest'
import { databaseKind } from '../../config/database-uri'
import { sqlDatabase } from '../../app/core/sql.server'
import { getPayloadClient } from '../support/students'

type Client = { execute: (statement: string) => Promise<{ rows: Record<string, unknown>[] }> }

// The site and the admin write to one SQLite file from two processes: every connection must wait
// for the other's write (busy_timeout) rather than fail with "database is locked".
describe.runIf(databaseKind(process.env.DATABASE_URI!) === 'sqlite')('SQLite connections after a transaction', () => {
  it('keep the busy timeout, so a write waits for the other process instead of failing', async () => {
    const payload = await getPayloadClient()
    const client = (payload.db as unknown as { client: Client }).client
    const timeout = async () => Number(Object.values((await client.execute('PRAGMA busy_timeout')).rows[0] ?? {})[0])
    expect(await timeout()).toBe(5000)

    const db = (await sqlDatabase(payload))!
    await db.transaction(async (tx) => tx.run(tx.sql`SELECT 1`))
    // libSQL opened a new connection for what follows the transaction.
    expect(await timeout()).toBe(5000)
  })

  it('commit without waiting for the disk outside production (synchronous NORMAL, not FULL), after a transaction too', async () => {
    const payload = await getPayloadClient()
    const client = (payload.db as unknown as { client: Client }).client
    const synchronous = async () => Number(Object.values((await client.execute('PRAGMA synchronous')).rows[0] ?? {})[0])
    expect(await synchronous()).toBe(1)

    const db = (await sqlDatabase(payload))!
    await db.transaction(async (tx) => tx.run(tx.sql`SELECT 1`))
    expect(await synchronous()).toBe(1)
  })
})
