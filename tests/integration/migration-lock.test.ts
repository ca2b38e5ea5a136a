import { describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { type LockPool, withMigrationLock } from '@cms/migrate'
import { databaseKind } from '../../config/database-uri'

const onPostgres = databaseKind(process.env.DATABASE_URI!) === 'postgres'

describe.runIf(onPostgres)('the migration lock (PostgreSQL)', () => {
  it('lets one process migrate at a time: the second starts when the first has finished', async () => {
    const payload = await getPayloadClient()
    const { pool } = payload.db as unknown as { pool: LockPool }
    const spans: { start: number; end: number }[] = []
    const migrate = async () => {
      const start = performance.now()
      await new Promise((resolve) => setTimeout(resolve, 150))
      spans.push({ start, end: performance.now() })
    }
    await Promise.all([withMigrationLock(pool, migrate), withMigrationLock(pool, migrate)])
    const [first, second] = spans.sort((a, b) => a.start - b.start)
    expect(second!.start).toBeGreaterThanOrEqual(first!.end)
  })

  it('lets go of the lock when a migration fails', async () => {
    const payload = await getPayloadClient()
    const { pool } = payload.db as unknown as { pool: LockPool }
    await expect(withMigrationLock(pool, () => Promise.reject(new Error('broken migration')))).rejects.toThrow('broken migration')
    await expect(withMigrationLock(pool, async () => 'migrated')).resolves.toBe('migrated')
  })
})
