import { describe, expect, it } from 'vitest'
import { betaDraw, gammaDraw, seededUniform } from './random'

const moments = (draws: number[]) => {
  const mean = draws.reduce((sum, x) => sum + x, 0) / draws.length
  const variance = draws.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (draws.length - 1)
  return { mean, variance }
}

describe('seededUniform', () => {
  it('repeats itself for a seed, differs between seeds and stays inside (0, 1)', () => {
    const take = (seed: number) => Array.from({ length: 5 }, seededUniform(seed))
    expect(take(7)).toEqual(take(7))
    expect(take(7)).not.toEqual(take(8))
    const uniform = seededUniform(1)
    const draws = Array.from({ length: 100_000 }, uniform)
    expect(Math.min(...draws)).toBeGreaterThan(0)
    expect(Math.max(...draws)).toBeLessThan(1)
    // Uniform(0, 1): mean 1/2, variance 1/12; the standard error of the mean is about 0.0009.
    expect(moments(draws).mean).toBeCloseTo(0.5, 2)
    expect(moments(draws).variance).toBeCloseTo(1 / 12, 3)
  })
})

describe('gammaDraw', () => {
  // Gamma(k, 1) has mean k and variance k.
  it.each([0.3, 1, 2.5, 40, 1000])('Gamma(%d) has mean and variance equal to its shape', (shape) => {
    const uniform = seededUniform(42)
    const { mean, variance } = moments(Array.from({ length: 50_000 }, () => gammaDraw(shape, uniform)))
    expect(Math.abs(mean - shape)).toBeLessThan(5 * Math.sqrt(shape / 50_000))
    expect(variance / shape).toBeGreaterThan(0.95)
    expect(variance / shape).toBeLessThan(1.05)
  })
})

describe('betaDraw', () => {
  it('matches the mean and variance of Beta(11, 91)', () => {
    const [a, b] = [11, 91]
    const uniform = seededUniform(3)
    const { mean, variance } = moments(Array.from({ length: 50_000 }, () => betaDraw(a, b, uniform)))
    expect(mean).toBeCloseTo(a / (a + b), 3)
    expect(variance / ((a * b) / ((a + b) ** 2 * (a + b + 1)))).toBeCloseTo(1, 1)
  })
})
