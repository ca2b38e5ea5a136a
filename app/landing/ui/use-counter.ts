import { useEffect, useRef, useState } from 'react'
import { type CounterSpec, counterDuration, counterValue } from '../rules/counter'

/**
 * Counts up once the element scrolls into view, on the spec's timing. Server render and visitors
 * who prefer reduced motion see the final value straight away.
 */
export function useCounter<T extends Element>(spec: CounterSpec) {
  const ref = useRef<T>(null)
  const [value, setValue] = useState(spec.max)
  useEffect(() => {
    const element = ref.current
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    setValue(0)
    let frame = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
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
