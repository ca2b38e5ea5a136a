import { describe, expect, it } from 'vitest'
import {
  consecutiveRuns,
  isTimeZone,
  localMidnightUtc,
  periodOf,
  periodStartMs,
  reportDayEndMs,
  reportDayOf,
  reportRange,
} from './rollup-period'

const iso = (ms: number) => new Date(ms).toISOString()

describe('periods', () => {
  it('names UTC hours and days as sortable text and reads them back', () => {
    const at = Date.UTC(2025, 2, 30, 20, 59, 59)
    expect(periodOf(at, 'hour')).toBe('2025-03-30T20')
    expect(periodOf(at, 'day')).toBe('2025-03-30')
    expect(iso(periodStartMs('2025-03-30T20'))).toBe('2025-03-30T20:00:00.000Z')
    expect(iso(periodStartMs('2025-03-30'))).toBe('2025-03-30T00:00:00.000Z')
  })
})

describe('localMidnightUtc', () => {
  it('finds where a local day begins, across DST changes and gaps', () => {
    expect(iso(localMidnightUtc('2025-03-30', 'Europe/Berlin'))).toBe('2025-03-29T23:00:00.000Z')
    expect(iso(localMidnightUtc('2025-03-31', 'Europe/Berlin'))).toBe('2025-03-30T22:00:00.000Z')
    expect(iso(localMidnightUtc('2025-11-02', 'America/New_York'))).toBe('2025-11-02T04:00:00.000Z')
    expect(iso(localMidnightUtc('2025-11-03', 'America/New_York'))).toBe('2025-11-03T05:00:00.000Z')
    expect(iso(localMidnightUtc('2025-03-30', 'Asia/Kolkata'))).toBe('2025-03-29T18:30:00.000Z')
    // Chile skips from 24:00 to 01:00: the day begins at 04:00 UTC.
    expect(iso(localMidnightUtc('2025-09-07', 'America/Santiago'))).toBe('2025-09-07T04:00:00.000Z')
  })

  it('knows a time zone from a typo', () => {
    expect(isTimeZone('Europe/Berlin')).toBe(true)
    expect(isTimeZone('Europe/Berlinn')).toBe(false)
  })
})

describe('reportRange', () => {
  it('reads whole UTC days from day rows and the ends from hour rows, exactly in whole-hour zones', () => {
    expect(reportRange('2025-03-29', '2025-03-31', 'UTC')).toEqual({
      fromUtc: '2025-03-29T00:00:00.000Z',
      toUtc: '2025-04-01T00:00:00.000Z',
      exact: true,
      spans: [{ grain: 'day', first: '2025-03-29', last: '2025-03-31' }],
    })
    expect(reportRange('2025-03-29', '2025-03-31', 'America/New_York')).toEqual({
      fromUtc: '2025-03-29T04:00:00.000Z',
      toUtc: '2025-04-01T04:00:00.000Z',
      exact: true,
      spans: [
        { grain: 'hour', first: '2025-03-29T04', last: '2025-03-29T23' },
        { grain: 'day', first: '2025-03-30', last: '2025-03-31' },
        { grain: 'hour', first: '2025-04-01T00', last: '2025-04-01T03' },
      ],
    })
  })

  it('reads one day in a zone ahead of UTC from hours only', () => {
    expect(reportRange('2025-01-15', '2025-01-15', 'Europe/Berlin')).toEqual({
      fromUtc: '2025-01-14T23:00:00.000Z',
      toUtc: '2025-01-15T23:00:00.000Z',
      exact: true,
      spans: [{ grain: 'hour', first: '2025-01-14T23', last: '2025-01-15T22' }],
    })
  })

  it('moves both ends back to the UTC hour in half-hour zones and says so', () => {
    const range = reportRange('2025-03-30', '2025-03-30', 'Asia/Kolkata')
    expect(range).toMatchObject({ fromUtc: '2025-03-29T18:00:00.000Z', toUtc: '2025-03-30T18:00:00.000Z', exact: false })
  })
})

describe('consecutiveRuns', () => {
  it('cuts sorted hours where they skip and where a run is full', () => {
    const hours = ['2025-01-01T22', '2025-01-01T23', '2025-01-02T00', '2025-01-02T05', '2025-03-01T00']
    expect(consecutiveRuns(hours, 24)).toEqual([['2025-01-01T22', '2025-01-01T23', '2025-01-02T00'], ['2025-01-02T05'], ['2025-03-01T00']])
    expect(consecutiveRuns(hours.slice(0, 3), 2)).toEqual([['2025-01-01T22', '2025-01-01T23'], ['2025-01-02T00']])
  })
})

describe('reportDayOf', () => {
  it('puts an instant on its local date in whole-hour zones', () => {
    // 04:30 UTC on 15 January is 23:30 on the 14th in New York, 05:30 on the 15th in Berlin.
    expect(reportDayOf(Date.UTC(2025, 0, 15, 4, 30), 'America/New_York')).toBe('2025-01-14')
    expect(reportDayOf(Date.UTC(2025, 0, 15, 5, 0), 'America/New_York')).toBe('2025-01-15')
    expect(reportDayOf(Date.UTC(2025, 0, 14, 23, 30), 'Europe/Berlin')).toBe('2025-01-15')
    expect(reportDayOf(Date.UTC(2025, 0, 14, 23, 30), 'UTC')).toBe('2025-01-14')
  })

  it("starts a half-hour zone's day at the UTC hour before its midnight, as reportRange does", () => {
    // India's midnight is 18:30 UTC; the report's 15 January begins at 18:00 UTC on the 14th.
    const range = reportRange('2025-01-15', '2025-01-15', 'Asia/Kolkata')
    expect(reportDayOf(Date.parse(range.fromUtc), 'Asia/Kolkata')).toBe('2025-01-15')
    expect(reportDayOf(Date.parse(range.fromUtc) - 1, 'Asia/Kolkata')).toBe('2025-01-14')
    expect(reportDayOf(Date.parse(range.toUtc) - 1, 'Asia/Kolkata')).toBe('2025-01-15')
    expect(iso(reportDayEndMs('2025-01-15', 'Asia/Kolkata'))).toBe(range.toUtc)
    expect(iso(reportDayEndMs('2025-01-14', 'America/New_York'))).toBe('2025-01-15T05:00:00.000Z')
  })
})
