import { describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { databaseKind } from '../../config/database-uri'
import { checkHealth, checkReadiness } from '../../host/healthz'

describe('health check', () => {
  it('answers 200 with the database kind when the database responds', async () => {
    const payload = await getPayloadClient()
    const kind = databaseKind(process.env.DATABASE_URI!)
    expect(await checkHealth(payload, kind)).toEqual({ status: 200, body: { ok: true, db: kind } })
  })

  it('answers 503 when the database does not respond in time', async () => {
    const stalled = { count: () => new Promise(() => undefined) } as unknown as Awaited<ReturnType<typeof getPayloadClient>>
    const health = await checkHealth(stalled, 'sqlite', 50)
    expect(health.status).toBe(503)
    expect(health.body).toMatchObject({ ok: false, db: 'sqlite' })
  })

  it('says not ready from the moment a stop began, while /healthz still says alive', async () => {
    const payload = await getPayloadClient()
    const kind = databaseKind(process.env.DATABASE_URI!)
    expect(await checkReadiness(payload, kind, () => false)).toEqual({ status: 200, body: { ok: true, db: kind } })
    const stopping = await checkReadiness(payload, kind, () => true)
    expect(stopping.status).toBe(503)
    expect(stopping.body).toMatchObject({ ok: false, draining: true })
    expect((await checkHealth(payload, kind)).status).toBe(200)
  })
})
