import { describe, expect, it } from 'vitest'
import { formatDays, formatTimeIn, zoneName } from './report-time'

describe('the report’s times, as people say them', () => {
  it('names zones by their city, and the universal zone as GMT, never "UTC"', () => {
    expect(zoneName('Europe/London')).toBe('London time')
    expect(zoneName('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time')
    expect(zoneName('UTC')).toBe('GMT')
  })

  it('writes instants on the zone’s own clocks and dates without ISO', () => {
    expect(formatTimeIn('2026-11-22T00:00:00.000Z', 'Europe/Berlin')).toBe('22 Nov 2026, 01:00')
    expect(formatDays('2026-11-01', '2026-11-27')).toBe('1 Nov 2026 – 27 Nov 2026')
    expect(formatDays('2026-11-27', '2026-11-27')).toBe('27 Nov 2026')
  })
})
