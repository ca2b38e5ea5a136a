import { describe, expect, it } from 'vitest'
import { experimentReport, minimumConversionsPerVariant, minimumVisitorsPerVariant, winnerProbability } from './experiment-report'
import { experimentVerdict, variantStandings } from './experiment-verdict'

const minimumSample = { visitors: minimumVisitorsPerVariant, conversions: minimumConversionsPerVariant, winnerProbability }
const names: Record<string, string> = { a: 'Variant A', b: 'Variant B' }
const nameOf = (variant: string) => names[variant] ?? variant

function experiment(a: [visitors: number, purchases: number], b: [visitors: number, purchases: number], sampleRatioMismatch = false) {
  const report = experimentReport([
    { variant: 'a', weight: 1, visitors: a[0], conversions: a[1] },
    { variant: 'b', weight: 1, visitors: b[0], conversions: b[1] },
  ])
  return { ...report, minimumSample, sampleRatioMismatch }
}

describe('experimentVerdict', () => {
  it('says there is not enough data while a variant is below the minimum sample, naming it', () => {
    expect(experimentVerdict(experiment([99, 40], [500, 60]), nameOf)).toEqual({
      tone: 'collecting',
      sentence: 'Not enough data yet: each variant needs 100 visitors and 10 purchases (still short: Variant A).',
    })
  })

  it('counts rather than lists the variants still short when there are many', () => {
    const report = experimentReport(['a', 'b', 'c'].map((variant) => ({ variant, weight: 1, visitors: 20, conversions: 1 })))
    expect(experimentVerdict({ ...report, minimumSample, sampleRatioMismatch: false }, nameOf).sentence).toBe(
      'Not enough data yet: each variant needs 100 visitors and 10 purchases (3 variants are still short).',
    )
  })

  it('names a very likely winner with its chance and the difference per 100 visitors', () => {
    const verdict = experimentVerdict(experiment([2000, 100], [2000, 124]), nameOf)
    expect(verdict.tone).toBe('winner')
    expect(verdict.sentence).toMatch(/^Variant B is very likely better: 9\d% chance, about \+1\.2 purchases per 100 visitors\.$/)
  })

  it('calls a leader that is not sure enough probable, not better', () => {
    const verdict = experimentVerdict(experiment([1000, 100], [1000, 116]), nameOf)
    expect(verdict.tone).toBe('leader')
    expect(verdict.sentence).toMatch(
      /^Variant B is probably better: (8\d|9[0-4])% chance, about \+1\.6 purchases per 100 visitors; wait for 95%/,
    )
  })

  it('sees no difference when the leader is barely ahead', () => {
    const verdict = experimentVerdict(experiment([1000, 100], [1000, 101]), nameOf)
    expect(verdict.tone).toBe('no-difference')
    expect(verdict.sentence).toMatch(/^No clear difference yet: Variant B leads with only a [5-7]\d% chance to be best\.$/)
  })

  it('warns first of a sample-ratio mismatch, whatever the numbers say', () => {
    const verdict = experimentVerdict(experiment([2000, 100], [2000, 200], true), nameOf)
    expect(verdict.tone).toBe('mismatch')
    expect(verdict.sentence).toContain('visitors were not split between the variants as the weights say')
  })
})

describe('variantStandings', () => {
  it('says how far a variant is from the minimum sample while the test collects', () => {
    const standings = variantStandings(experiment([99, 4], [500, 60]))
    expect(standings.a).toBe('Collecting: 99 of 100 visitors, 4 of 10 purchases')
    expect(standings.b).toMatch(/^Enough data; \d+% chance to be best once the others have theirs$/)
  })

  it('marks the winner beside the variant that leads, and the chance beside the other', () => {
    const standings = variantStandings(experiment([2000, 100], [2000, 124]))
    expect(standings.b).toMatch(/^Very likely best: 9\d% chance to be best$/)
    expect(standings.a).toMatch(/^\d% chance to be best$/)
  })

  it('holds every result when the split does not follow the weights, as the verdict does', () => {
    expect(Object.values(variantStandings(experiment([2000, 100], [2000, 124], true)))).toEqual([
      'Split does not follow the shares: results on hold',
      'Split does not follow the shares: results on hold',
    ])
  })
})
