import { describe, expect, it, vi } from 'vitest'
import type { AnalyticsStore } from './analytics-store.server'
import { refreshRollups, type RollupItem, settleMs } from './rollup-job.server'

/** A store with nothing to roll up and a rollup item: every read answers empty, every write is recorded. */
function quietStore(doneUntil: string | null): { store: AnalyticsStore; item: RollupItem; writes: string[] } {
  const writes: string[] = []
  const write = (name: string) =>
    vi.fn(async () => {
      writes.push(name)
    })
  const item: RollupItem = {
    doneUntil: vi.fn(async () => doneUntil),
    run: vi.fn(async (pass) => {
      writes.push('claim')
      try {
        return await pass(doneUntil, async (until: string) => {
          writes.push(`keep ${until === doneUntil ? 'same' : 'new'}`)
        })
      } finally {
        writes.push('complete')
      }
    }),
  }
  const store: AnalyticsStore = {
    touchedVisitors: vi.fn(async () => []),
    sessionStarts: vi.fn(async () => []),
    visitorsActive: vi.fn(async () => []),
    eventsOf: vi.fn(async () => []),
    outcomesOf: vi.fn(async () => []),
    replaceRollups: write('replaceRollups'),
    readRollups: vi.fn(async () => ({ screens: [], steps: [] })),
  }
  return { store, item, writes }
}

describe('refreshRollups', () => {
  it('only reads when nothing arrived since the last pass, and reports the settled time', async () => {
    const { store, item, writes } = quietStore(new Date(Date.now() - 60_000).toISOString())
    const before = Date.now()
    const asOf = await refreshRollups({ maxAgeMs: 5_000, store, item })
    expect(writes).toEqual([])
    expect(Date.parse(asOf!)).toBeGreaterThanOrEqual(before - settleMs)
  })

  it('runs a pass holding the rollup item when something arrived, and keeps how far it got', async () => {
    const { store, item, writes } = quietStore(new Date(Date.now() - 60_000).toISOString())
    store.touchedVisitors = vi.fn(async () => ['visitor-1'])
    await refreshRollups({ maxAgeMs: 5_000, store, item })
    expect(writes).toEqual(['claim', 'keep new', 'complete'])
  })

  it('runs the first pass ever holding the rollup item', async () => {
    const { store, item, writes } = quietStore(null)
    await refreshRollups({ maxAgeMs: 5_000, store, item })
    expect(writes).toEqual(['claim', 'keep new', 'complete'])
  })

  it('waits for the process that holds the item and answers how far it got', async () => {
    const { store, item } = quietStore(null)
    const later = new Date().toISOString()
    item.run = vi.fn(async () => null) // another process holds it …
    item.doneUntil = vi.fn().mockResolvedValueOnce(null).mockResolvedValue(later) // … and finishes
    expect(await refreshRollups({ maxAgeMs: 5_000, store, item, waitMs: 2_000 })).toBe(later)
  })
})
