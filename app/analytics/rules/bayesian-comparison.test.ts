import { describe, expect, it } from 'vitest'
import { comparePosteriors, type Trials } from './bayesian-comparison'
import { logGamma } from './incomplete-gamma'

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b)
const posterior = ({ visitors, conversions }: Trials) => [1 + conversions, 1 + visitors - conversions] as const

/**
 * P(X_B > X_A) for X ~ Beta, in closed form: Evan Miller, "Formulas for Bayesian A/B Testing"
 * (2015), https://www.evanmiller.org/bayesian-ab-testing.html, first formula (integer α_B).
 */
function millerProbabilityBBeatsA([aA, bA]: readonly [number, number], [aB, bB]: readonly [number, number]): number {
  let total = 0
  for (let i = 0; i < aB; i++) total += Math.exp(logBeta(aA + i, bA + bB) - Math.log(bB + i) - logBeta(1 + i, bB) - logBeta(aA, bA))
  return total
}

/**
 * E[max(X_B − X_A, 0)], the loss of shipping A, from the same formula: x·Beta(α, β) density is
 * α/(α+β) times the Beta(α+1, β) density, so each half of E[(X_B − X_A)·1{X_B > X_A}] is a
 * probability of the same kind.
 */
function closedFormLossOfA(a: readonly [number, number], b: readonly [number, number]): number {
  const mean = ([alpha, beta]: readonly [number, number]) => alpha / (alpha + beta)
  return mean(b) * millerProbabilityBBeatsA(a, [b[0] + 1, b[1]]) - mean(a) * millerProbabilityBBeatsA([a[0] + 1, a[1]], b)
}

/** P(best) and E[max] − E[p] for any number of variants, by numeric integration over a fine grid. */
function integratedReference(variants: Trials[], steps = 40_000) {
  const h = 1 / steps
  const cdfs = variants.map(() => 0)
  const best = variants.map(() => 0)
  let expectedMax = 0
  for (let k = 0; k < steps; k++) {
    const x = (k + 0.5) * h
    const densities = variants.map((v) => {
      const [alpha, beta] = posterior(v)
      return Math.exp((alpha - 1) * Math.log(x) + (beta - 1) * Math.log(1 - x) - logBeta(alpha, beta))
    })
    const midCdfs = cdfs.map((cdf, i) => cdf + (densities[i]! * h) / 2)
    densities.forEach(
      (density, i) => (best[i]! += density * h * midCdfs.reduce((product, cdf, j) => (j === i ? product : product * cdf), 1)),
    )
    expectedMax += (1 - midCdfs.reduce((product, cdf) => product * cdf, 1)) * h
    densities.forEach((density, i) => (cdfs[i]! += density * h))
  }
  const loss = variants.map((v) => expectedMax - posterior(v)[0] / (posterior(v)[0] + posterior(v)[1]))
  return { best, loss }
}

// Monte Carlo tolerance: 20,000 draws give P(best) a standard error of at most 0.0036; 0.012 is
// over three of them. Expected loss gets 3% of its value plus 5e-5, over three standard errors
// for the smallest losses here (about 1.5e-5).
const closeToReference = (actual: number[], expected: number[], absolute: number, relative = 0) =>
  actual.forEach((value, i) => expect(Math.abs(value - expected[i]!)).toBeLessThan(absolute + relative * expected[i]!))

describe('comparePosteriors, two variants, against the closed form', () => {
  it.each([
    [
      { visitors: 1000, conversions: 100 },
      { visitors: 1000, conversions: 120 },
    ],
    [
      { visitors: 200, conversions: 20 },
      { visitors: 210, conversions: 22 },
    ],
    [
      { visitors: 5000, conversions: 250 },
      { visitors: 4800, conversions: 200 },
    ],
    [
      { visitors: 40, conversions: 3 },
      { visitors: 35, conversions: 9 },
    ],
  ])('%o vs %o', (a, b) => {
    const pB = millerProbabilityBBeatsA(posterior(a), posterior(b))
    const result = comparePosteriors([a, b])
    closeToReference(result.probabilityToBeBest, [1 - pB, pB], 0.012)
    const lossOfB = closedFormLossOfA(posterior(b), posterior(a))
    closeToReference(result.expectedLoss, [closedFormLossOfA(posterior(a), posterior(b)), lossOfB], 5e-5, 0.03)
  })
})

describe('comparePosteriors, more variants, against numeric integration', () => {
  it('agrees for three unequal variants and for four equal ones', () => {
    const three = [
      { visitors: 1200, conversions: 96 },
      { visitors: 1150, conversions: 110 },
      { visitors: 1180, conversions: 104 },
    ]
    const reference = integratedReference(three)
    const result = comparePosteriors(three)
    closeToReference(result.probabilityToBeBest, reference.best, 0.012)
    closeToReference(result.expectedLoss, reference.loss, 5e-5, 0.03)
    const four = comparePosteriors(Array.from({ length: 4 }, () => ({ visitors: 500, conversions: 50 })))
    closeToReference(four.probabilityToBeBest, [0.25, 0.25, 0.25, 0.25], 0.012)
  })

  it('draws at least 20,000 times, repeats itself for a seed and refuses impossible counts', () => {
    const pair = [
      { visitors: 100, conversions: 10 },
      { visitors: 100, conversions: 12 },
    ]
    expect(comparePosteriors(pair).draws).toBeGreaterThanOrEqual(20_000)
    expect(comparePosteriors(pair)).toEqual(comparePosteriors(pair))
    expect(comparePosteriors(pair, { seed: 1 })).not.toEqual(comparePosteriors(pair, { seed: 2 }))
    expect(() => comparePosteriors([{ visitors: 10, conversions: 11 }])).toThrow(RangeError)
  })
})
