// Implemented here rather than installed: the maintained option (@stdlib/math-base-special-gammainc)
// pulls in about forty @stdlib packages, including native-addon glue, for one function of a few
// dozen lines. The method is the textbook one (Numerical Recipes, "Incomplete Gamma Function"):
// a power series where it converges fast (x < a + 1), Lentz's continued fraction elsewhere.

const lanczosG = 7
const lanczosCoefficients = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
  -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
]

/** ln Γ(x) for x > 0 (Lanczos approximation, about 15 significant digits). */
export function logGamma(x: number): number {
  if (!(x > 0)) throw new RangeError(`logGamma needs x > 0, got ${x}`)
  // Reflection keeps the approximation in the range where it is accurate.
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x)
  const z = x - 1
  let sum = lanczosCoefficients[0]!
  for (let i = 1; i < lanczosCoefficients.length; i++) sum += lanczosCoefficients[i]! / (z + i)
  const t = z + lanczosG + 0.5
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum)
}

const maxIterations = 1000
const epsilon = 1e-15
const tiny = 1e-300

/** Q(a, x) = Γ(a, x) / Γ(a), the regularized upper incomplete gamma function, for a > 0, x ≥ 0. */
export function upperRegularizedGamma(a: number, x: number): number {
  if (!(a > 0) || !(x >= 0)) throw new RangeError(`upperRegularizedGamma needs a > 0 and x ≥ 0, got a=${a}, x=${x}`)
  if (x === 0) return 1
  if (x === Infinity) return 0
  return x < a + 1 ? 1 - lowerBySeries(a, x) : upperByContinuedFraction(a, x)
}

/** The probability that a chi-square variable with `degreesOfFreedom` exceeds `chiSquare`. */
export function chiSquarePValue(chiSquare: number, degreesOfFreedom: number): number {
  return upperRegularizedGamma(degreesOfFreedom / 2, chiSquare / 2)
}

function prefactor(a: number, x: number): number {
  return Math.exp(a * Math.log(x) - x - logGamma(a))
}

function lowerBySeries(a: number, x: number): number {
  let term = 1 / a
  let sum = term
  for (let n = 1; n < maxIterations; n++) {
    term *= x / (a + n)
    sum += term
    if (Math.abs(term) < Math.abs(sum) * epsilon) break
  }
  return sum * prefactor(a, x)
}

function upperByContinuedFraction(a: number, x: number): number {
  let b = x + 1 - a
  let c = 1 / tiny
  let d = 1 / b
  let fraction = d
  for (let i = 1; i < maxIterations; i++) {
    const an = -i * (i - a)
    b += 2
    d = an * d + b
    if (Math.abs(d) < tiny) d = tiny
    c = b + an / c
    if (Math.abs(c) < tiny) c = tiny
    d = 1 / d
    const delta = d * c
    fraction *= delta
    if (Math.abs(delta - 1) < epsilon) break
  }
  return fraction * prefactor(a, x)
}
