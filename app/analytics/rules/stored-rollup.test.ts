import { describe, expect, it } from 'vitest'
import { mergeRollups, rollupSessions } from './funnel-rollup'
import type { FunnelSession } from './funnel-session'
import { fromStoredRollups, toStoredRollups } from './stored-rollup'

const visit = (visitorId: string, variant: string | null, screens: string[], source?: string): FunnelSession => ({
  visitorId,
  funnelId: 'f',
  variant,
  checkout: screens.length > 2,
  purchase: screens.length > 2,
  revenue: screens.length > 2 ? { EUR: 700 } : {},
  events: screens.map((screenId, i) => ({
    eventId: `${visitorId}-${i}`,
    name: 'screen.presented',
    visitorId,
    funnelId: 'f',
    variant,
    screenId,
    ...(source ? { source } : {}),
    occurredAt: new Date(Date.UTC(2025, 0, 1, 9 + i, 0, i * 7)).toISOString(),
  })),
})

describe('stored rollups', () => {
  it('keep one row per period, funnel, variant and source, and read back to the same rollup', () => {
    const rollup = rollupSessions(
      [visit('a', 'f', ['s1', 's2', 's3'], 'ads'), visit('b', 'f', ['s1']), visit('c', null, ['s1', 's2'])],
      'hour',
    )
    const rows = toStoredRollups('hour', rollup)
    expect(rows.map((row) => [row.period, row.variant, row.source, Object.keys(row.screens).length, row.started])).toEqual([
      ['2025-01-01T09', 'f', '(none)', 1, 1],
      ['2025-01-01T09', 'f', 'ads', 3, 1],
      ['2025-01-01T09', null, '(none)', 2, 1],
    ])
    expect(mergeRollups([fromStoredRollups(rows)])).toEqual(rollup)
  })

  it('reads numbers PostgreSQL hands back as text', () => {
    const [row] = toStoredRollups('day', rollupSessions([visit('a', 'f', ['s1', 's2', 's3'])]))
    const text = { ...row!, started: '1', purchase: '1' } as unknown as typeof row
    expect(fromStoredRollups([text!]).steps[0]).toMatchObject({ started: 1, purchase: 1, revenue: { EUR: 700 } })
  })
})
