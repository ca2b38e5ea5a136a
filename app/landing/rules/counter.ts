export type CounterSpec = { step: number; intervalMs: number; max: number; delayMs?: number }

/** The landing's counting-up numbers, as the spec times them. */
export const counters = {
  subscribers: { step: 1000, intervalMs: 10, max: 50_000 },
  challengeDays: { step: 1, intervalMs: 15, max: 28 },
  calculatorMoney: { step: 100, intervalMs: 15, max: 3000, delayMs: 500 },
} satisfies Record<string, CounterSpec>

/**
 * The learners count climbs to Site settings' figure (Product facts) in the spec's 50 steps of
 * 10 ms, whatever the figure: the spec's 1,000 a step up to 50,000 is this with 50,000 learners.
 */
export function subscribersCounter(learners: number): CounterSpec {
  return { step: Math.max(1, Math.round(learners / 50)), intervalMs: 10, max: learners }
}

/** The value shown `elapsedMs` after the counter became visible. */
export function counterValue(spec: CounterSpec, elapsedMs: number): number {
  const running = elapsedMs - (spec.delayMs ?? 0)
  if (running < spec.intervalMs) return 0
  return Math.min(spec.max, Math.floor(running / spec.intervalMs) * spec.step)
}

/** When the counter reaches its maximum, so the animation can stop. */
export function counterDuration(spec: CounterSpec): number {
  return (spec.delayMs ?? 0) + Math.ceil(spec.max / spec.step) * spec.intervalMs
}
