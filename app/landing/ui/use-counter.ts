import { useEffect, useRef, useState } from 'react'
import { type CounterSpec, counterDuration, counterValue } from '../rules/counter'

/**
 * Counts up once the element scrolls into view, on the spec's timing. Until then — and in the
 * server render, and for visitors who prefer reduced motion — it shows the final value, so a number
 * never sits at 0 where nobody has watched it count yet.
 */
export function useCounter<T extends Element>(spec: CounterSpec) {
  const ref = useRef<T>(null)
  const [value, setValue] = useState(spec.max)
  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    let frame = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      setValue(counterValue(spec, 0))
      const started = performance.now()
      const tick = (now: number) => {
        const elapsed = now - started
        setValue(counterValue(spec, elapsed))
        if (elapsed < counterDuration(spec)) frame = requestAnimationFrame(tick)
      }
      frame = requestAnimationFrame(tick)
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [spec])
  return { ref, value }
}
