import { describe, expect, it } from 'vitest'
import { getPayloadClient } from '@cms/get-payload'
import { databaseTable } from '../../dev/simulators/shared/database-records.server'

type Order = { id: string; status: string; createdAt: Date; card?: { last4: string } }

describe('the simulators’ records in the database', () => {
  it('gives one table’s records to another instance of it, as to another process, with dates kept', async () => {
    const [here, there] = [databaseTable<Order>('test-order', 10), databaseTable<Order>('test-order', 10)]
    const createdAt = new Date('2026-12-07T10:00:00.123Z')
    await here.set('o1', { id: 'o1', status: 'created', createdAt })
    expect(await there.get('o1')).toEqual({ id: 'o1', status: 'created', createdAt })
    await there.set('o1', { id: 'o1', status: 'approved', createdAt, card: { last4: '0077' } })
    expect(await here.get('o1')).toEqual({ id: 'o1', status: 'approved', createdAt, card: { last4: '0077' } })
    expect(await here.get('o2')).toBeUndefined()
    expect(await databaseTable<Order>('other-table', 10).get('o1'), 'tables are apart').toBeUndefined()
  })

  it('keeps a bare value, and only the newest records of a table past its limit', async () => {
    const pages = databaseTable<string>('test-page', 3)
    for (const n of [1, 2, 3, 4, 5]) await pages.set(`g${n}`, `order-${n}`)
    expect(await pages.get('g5')).toBe('order-5')
    expect(await pages.get('g3')).toBe('order-3')
    expect(await pages.get('g2')).toBeUndefined()
    const payload = await getPayloadClient()
    expect((await payload.count({ collection: 'simulator-records', where: { table: { equals: 'test-page' } } })).totalDocs).toBe(3)
  })

  it('is out of reach of every account: nothing but the simulators reads it', async () => {
    const payload = await getPayloadClient()
    await expect(payload.find({ collection: 'simulator-records', overrideAccess: false })).rejects.toThrow()
  })
})
