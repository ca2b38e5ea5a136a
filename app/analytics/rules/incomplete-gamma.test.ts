import { describe, expect, it } from 'vitest'
import { chiSquarePValue, logGamma, upperRegularizedGamma } from './incomplete-gamma'

describe('logGamma', () => {
  it.each([
    [1, 0],
    [5, Math.log(24)],
    [0.5, 0.5 * Math.log(Math.PI)],
    // Γ(10.5) = (19!! / 2¹⁰)·√π
    [10.5, Math.log((654729075 / 1024) * Math.sqrt(Math.PI))],
    [101, Math.log(9.33262154439441e157)],
  ])('ln Γ(%d)', (x, expected) => {
    expect(logGamma(x)).toBeCloseTo(expected, 10)
  })
})

describe('upperRegularizedGamma', () => {
  it('is e^-x for a = 1 and erfc(√x) for a = 1/2', () => {
    for (const x of [0.1, 1, 2.5, 7, 30]) expect(upperRegularizedGamma(1, x)).toBeCloseTo(Math.exp(-x), 14)
    // erfc(1) = 0.157299207050285 (Abramowitz & Stegun, table 7.1)
    expect(upperRegularizedGamma(0.5, 1)).toBeCloseTo(0.157299207050285, 12)
  })
})

// Upper-tail critical values from the chi-square table (NIST/SEMATECH e-Handbook, 1.3.6.7.4).
describe('chiSquarePValue', () => {
  it.each([
    [10.828, 1, 0.001],
    [13.816, 2, 0.001],
    [3.841, 1, 0.05],
    [5.991, 2, 0.05],
    [7.815, 3, 0.05],
    [18.307, 10, 0.05],
    [29.588, 10, 0.001],
    [2.706, 1, 0.1],
    [124.342, 100, 0.05],
    [149.449, 100, 0.001],
  ])('χ² = %d with %d df has p ≈ %d', (chiSquare, df, p) => {
    expect(chiSquarePValue(chiSquare, df)).toBeCloseTo(p, p < 0.01 ? 5 : 4)
  })

  it('is 1 at zero and tiny far in the tail', () => {
    expect(chiSquarePValue(0, 3)).toBe(1)
    expect(chiSquarePValue(200, 1)).toBeLessThan(1e-40)
  })
})
