import { useEffect, useState } from 'react'

/** The spec's loader time, used when neither the engine nor the screen says otherwise. */
export const defaultLoadingSeconds = 6

/**
 * Whole percent of `seconds` elapsed since mount, for display only: the engine, not this clock,
 * decides when the loader is done. Starts on the client; the server renders 0.
 */
export function useLoadingProgress(seconds: number): number {
  const [percent, setPercent] = useState(0)
  useEffect(() => {
    const start = performance.now()
    const total = Math.max(seconds, 0.1) * 1000
    const timer = window.setInterval(() => {
      const next = Math.min(100, Math.floor(((performance.now() - start) / total) * 100))
      setPercent(next)
      if (next >= 100) window.clearInterval(timer)
    }, 100)
    return () => window.clearInterval(timer)
  }, [seconds])
  return percent
}

/** Cycles 0..count-1 every `intervalMs` (rotating testimonials). Display only. */
export function useRotatingIndex(count: number, intervalMs = 2000): number {
  const [index, setIndex] = useState(0)
  useEffect(() => {
    if (count < 2) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % count), intervalMs)
    return () => window.clearInterval(timer)
  }, [count, intervalMs])
  return count > 0 ? index % count : 0
}
