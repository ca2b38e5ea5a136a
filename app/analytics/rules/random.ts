/** A uniform draw in the open interval (0, 1). */
export type Uniform = () => number

/**
 * A seeded generator, so a report computed twice from the same counts shows the same numbers.
 * SFC32 (Chris Doty-Humphrey's Small Fast Counting generator) passes PractRand and needs only
 * 32-bit integer arithmetic; the seed is spread over its state by SplitMix32 steps.
 */
export function seededUniform(seed: number): Uniform {
  let s = seed >>> 0
  const splitMix = () => {
    s = (s + 0x9e3779b9) >>> 0
    let z = s
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) >>> 0
  }
  let a = splitMix()
  let b = splitMix()
  let c = splitMix()
  let counter = 1
  const next = () => {
    const t = (((a + b) | 0) + counter) | 0
    counter = (counter + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return t >>> 0
  }
  for (let i = 0; i < 12; i++) next()
  // The half step keeps 0 out, so Math.log never sees it.
  return () => (next() + 0.5) / 4294967296
}

/** A standard normal draw (Box–Muller; the second value of each pair is discarded for simplicity). */
export function normalDraw(uniform: Uniform): number {
  return Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform())
}

/**
 * A Gamma(shape, 1) draw by Marsaglia & Tsang (2000), "A Simple Method for Generating Gamma
 * Variables", ACM TOMS 26(3). For shape < 1 it uses their boost: Gamma(shape + 1) · U^(1/shape).
 */
export function gammaDraw(shape: number, uniform: Uniform): number {
  if (!(shape > 0)) throw new RangeError(`gammaDraw needs shape > 0, got ${shape}`)
  if (shape < 1) return gammaDraw(shape + 1, uniform) * Math.pow(uniform(), 1 / shape)
  const d = shape - 1 / 3
  const c = 1 / Math.sqrt(9 * d)
  for (;;) {
    const x = normalDraw(uniform)
    const cube = 1 + c * x
    if (cube <= 0) continue
    const v = cube * cube * cube
    const u = uniform()
    if (u < 1 - 0.0331 * x * x * x * x) return d * v
    if (Math.log(u) < 0.5 * x * x + d * (1 - v + Math.log(v))) return d * v
  }
}

/** A Beta(alpha, beta) draw as X / (X + Y) with X ~ Gamma(alpha), Y ~ Gamma(beta). */
export function betaDraw(alpha: number, beta: number, uniform: Uniform): number {
  const x = gammaDraw(alpha, uniform)
  return x / (x + gammaDraw(beta, uniform))
}
