import { describe, expect, it, vi } from 'vitest'
import type { AnalyticsStore } from './analytics-store.server'
import { refreshRollups, rollupJob, settleMs } from './rollup-job.server'

/** A store with nothing to roll up: every read answers empty, every write is recorded. */
function quietStore(doneUntil: string | null): AnalyticsStore & { writes: string[] } {
  const writes: string[] = []
  const write = (name: string) =>
    vi.fn(async () => {
      writes.push(name)
    })
  return {
    writes,
    touchedVisitors: vi.fn(async () => []),
    sessionStarts: vi.fn(async () => []),
    visitorsActive: vi.fn(async () => []),
    eventsOf: vi.fn(async () => []),
    outcomesOf: vi.fn(async () => []),
    replaceRollups: write('replaceRollups'),
    readRollups: vi.fn(async () => ({ screens: [], steps: [] })),
    claim: vi.fn(async () => {
      writes.push('claim')
      return { doneUntil }
    }),
    renew: write('renew'),
    release: write('release'),
    doneUntil: vi.fn(async (job: string) => (job === rollupJob ? doneUntil : null)),
  }
}

describe('refreshRollups', () => {
  it('only reads when nothing arrived since the last pass, and reports the settled time', async () => {
    const store = quietStore(new Date(Date.now() - 60_000).toISOString())
    const before = Date.now()
    const asOf = await refreshRollups({ maxAgeMs: 5_000, store })
    expect(store.writes).toEqual([])
    expect(Date.parse(asOf!)).toBeGreaterThanOrEqual(before - settleMs)
  })

  it('runs a pass under the lease when something arrived', async () => {
    const store = quietStore(new Date(Date.now() - 60_000).toISOString())
    store.touchedVisitors = vi.fn(async () => ['visitor-1'])
    await refreshRollups({ maxAgeMs: 5_000, store })
    expect(store.writes).toEqual(['claim', 'release'])
  })

  it('runs the first pass ever under the lease', async () => {
    const store = quietStore(null)
    await refreshRollups({ maxAgeMs: 5_000, store })
    expect(store.writes[0]).toBe('claim')
  })
})
