import { describe, expect, it } from 'vitest'
import { type CancellationRow, cancellationFigures } from './cancellation-figures'

const row = (startedAt: string, outcome: CancellationRow['outcome'], more: Partial<CancellationRow> = {}): CancellationRow => ({
  startedAt,
  outcome,
  offerKind: null,
  reason: null,
  reasonLabel: null,
  ...more,
})
const price = { reason: 'price', reasonLabel: 'It costs too much' }
const time = { reason: 'time', reasonLabel: 'No time right now' }

describe('cancellationFigures', () => {
  it('counts attempts, saves by offer, cancellations and abandoned attempts of the period', () => {
    const figures = cancellationFigures(
      [
        row('2026-12-01T10:00:00Z', 'saved', { offerKind: 'pause', ...time }),
        row('2026-12-02T10:00:00Z', 'saved', { offerKind: 'discount', ...price }),
        row('2026-12-02T11:00:00Z', 'saved', { offerKind: 'discount', ...price }),
        row('2026-12-03T10:00:00Z', 'cancelled', price),
        row('2026-12-03T12:00:00Z', 'abandoned'),
        // Before the period: not counted.
        row('2026-11-20T10:00:00Z', 'cancelled', time),
      ],
      '2026-12-01',
      '2026-12-07',
    )
    expect(figures).toMatchObject({
      attempts: 5,
      saved: 3,
      savedByOffer: { discount: 2, pause: 1, 'switch-plan': 0 },
      cancelled: 1,
      abandoned: 1,
      saveRate: 0.6,
    })
    expect(figures.topReasons).toEqual([
      { value: 'price', label: 'It costs too much', count: 3 },
      { value: 'time', label: 'No time right now', count: 1 },
    ])
  })

  it('reads days in the reporting time zone', () => {
    // 23:30 UTC on 30 November is already 1 December in Berlin.
    const rows = [row('2026-11-30T23:30:00Z', 'cancelled')]
    expect(cancellationFigures(rows, '2026-12-01', '2026-12-01', 'Europe/Berlin').attempts).toBe(1)
    expect(cancellationFigures(rows, '2026-12-01', '2026-12-01', 'UTC').attempts).toBe(0)
  })

  it('has no save rate without attempts', () => {
    expect(cancellationFigures([], '2026-12-01', '2026-12-07')).toMatchObject({ attempts: 0, saveRate: null, topReasons: [] })
  })
})
