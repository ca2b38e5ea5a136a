import type { FileStore, StoredFile } from '../../../app/core/file-store.server'
import { keepNewest } from '../payments/shared/keep-newest'

/**
 * Where a simulator keeps its records (orders, saved cards, renders): the database, so every
 * process of a site sees what another made (issue #48), or memory for the unit tests. Either way a
 * record is copied in and out as JSON (dates kept), so a simulator must `set` what it changed.
 */
export type RecordTable<V> = {
  get(key: string): Promise<V | undefined>
  set(key: string, value: V): Promise<void>
}

const dateTag = '$date'

export function encode(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, function (this: Record<string, unknown>, key, plain: unknown) {
      const raw = this[key]
      return raw instanceof Date ? { [dateTag]: raw.toISOString() } : plain
    }),
  )
}

export function decode<V>(stored: unknown): V {
  return JSON.parse(JSON.stringify(stored), (_key, value: unknown) =>
    value && typeof value === 'object' && dateTag in value ? new Date((value as Record<string, string>)[dateTag]!) : value,
  ) as V
}

/** In this process, up to `max` records (the oldest go first). */
export function memoryTable<V>(max: number): RecordTable<V> {
  const records = new Map<string, unknown>()
  return {
    get: async (key) => (records.has(key) ? decode<V>(records.get(key)) : undefined),
    set: async (key, value) => void keepNewest(records, key, encode(value), max),
  }
}

/** A file store in this process, up to `max` files (the oldest go first): for the unit tests. */
export function memoryFiles(max: number): FileStore {
  const stored = new Map<string, StoredFile>()
  return {
    put: async (key, bytes, contentType) => void keepNewest(stored, key, { bytes, contentType }, max),
    get: async (key) => stored.get(key) ?? null,
  }
}
