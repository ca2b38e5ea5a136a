import { describe, expect, it } from 'vitest'
import { defaultExperiment } from '@schemas/funnel/experiment'
import { occurredAtWindowMs, refusalOf } from './event-admission'

const now = Date.parse('2026-03-01T12:00:00.000Z')
const context = { now, experiment: defaultExperiment, isPublished: (id: string) => id.startsWith('challenge_100k') }
const at = (offsetMs: number) => new Date(now + offsetMs).toISOString()

describe('refusalOf', () => {
  it('takes events of a published funnel, its own experiment variant, near the clock', () => {
    expect(
      refusalOf(
        [
          { funnelId: 'challenge_100k', occurredAt: at(0) },
          { funnelId: 'challenge_100k_v2', variant: 'challenge_100k_v2', occurredAt: at(-occurredAtWindowMs) },
          { funnelId: 'challenge_100k', occurredAt: at(occurredAtWindowMs) },
        ],
        context,
      ),
    ).toBeNull()
  })

  it('names the first event it refuses and why', () => {
    expect(
      refusalOf(
        [
          { funnelId: 'challenge_100k', occurredAt: at(0) },
          { funnelId: 'other', occurredAt: at(0) },
        ],
        context,
      ),
    ).toMatch(/^events\.1\.funnelId: there is no published funnel "other"/)
    expect(refusalOf([{ funnelId: 'challenge_100k', variant: 'challenge_100k_v2', occurredAt: at(0) }], context)).toMatch(
      /^events\.0\.variant/,
    )
    expect(refusalOf([{ funnelId: 'challenge_100k_v9', variant: 'challenge_100k_v9', occurredAt: at(0) }], context)).toMatch(/variant/)
    expect(refusalOf([{ funnelId: 'challenge_100k', occurredAt: at(occurredAtWindowMs + 1) }], context)).toMatch(/occurredAt/)
    expect(refusalOf([{ funnelId: 'challenge_100k', occurredAt: '2019-01-01T00:00:00Z' }], context)).toMatch(/occurredAt/)
  })
})
