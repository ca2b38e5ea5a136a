import { product } from '../product'
import { decode, encode, type RecordTable } from './records'

// The site's own Payload instance, from the server build (dev/simulators/product.ts): the simulators compile no Payload config.
const getPayloadClient = async () => (await product()).getPayloadClient()

/** In the `simulator-records` collection under `<table>:<key>`; past `max` records of the table the oldest go. */
export function databaseTable<V>(table: string, max: number): RecordTable<V> {
  const ref = (key: string) => `${table}:${key}`
  async function find(key: string) {
    const payload = await getPayloadClient()
    const found = await payload.find({
      collection: 'simulator-records',
      where: { ref: { equals: ref(key) } },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    return found.docs[0]
  }
  async function dropOldest() {
    const payload = await getPayloadClient()
    const { totalDocs } = await payload.count({
      collection: 'simulator-records',
      where: { table: { equals: table } },
      overrideAccess: true,
    })
    if (totalDocs <= max) return
    const oldest = await payload.find({
      collection: 'simulator-records',
      where: { table: { equals: table } },
      sort: 'createdAt',
      limit: totalDocs - max,
      depth: 0,
      select: { ref: true },
      overrideAccess: true,
    })
    const ids = oldest.docs.map((doc) => doc.id)
    await payload.delete({ collection: 'simulator-records', where: { id: { in: ids } }, overrideAccess: true })
  }
  return {
    async get(key) {
      const doc = await find(key)
      return doc ? decode<V>((doc.data as { value: unknown }).value) : undefined
    },
    async set(key, value) {
      const payload = await getPayloadClient()
      // Wrapped: a JSON field holds an object, and some records are a bare string.
      const data = { value: encode(value) }
      const existing = await find(key)
      if (existing) {
        await payload.update({ collection: 'simulator-records', id: existing.id, data: { data }, depth: 0, overrideAccess: true })
        return
      }
      await payload.create({ collection: 'simulator-records', data: { ref: ref(key), table, data }, depth: 0, overrideAccess: true })
      await dropOldest()
    },
  }
}
