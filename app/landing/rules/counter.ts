export type CounterSpec = { step: number; intervalMs: number; max: number; delayMs?: number }

/** The landing's counting-up numbers, as the spec times them. */
export const counters = {
  subscribers: { step: 1000, intervalMs: 10, max: 50_000 },
  challengeDays: { step: 1, intervalMs: 15, max: 28 },
  calculatorMoney: { step: 100, intervalMs: 15, max: 3000, delayMs: 500 },
} satisfies Record<string, CounterSpec>

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
