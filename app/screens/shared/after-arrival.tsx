import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react'
import { afterNextPaint } from './after-paint'

/** Whether the shown screen came by a tap (after the first screen) rather than with the page. */
export const ArrivedByTapContext = createContext(false)

/**
 * Parts of a large screen that sit below the fold (the paywall's reviews and questions). When the
 * screen arrives by a tap they mount one paint later, so the tap's next screen is on the glass
 * sooner (issue #12: Slider → Paywall was the slowest tap). A server-rendered or hydrated screen
 * renders them at once: the page must be whole without JavaScript.
 */
export function AfterArrival({ children }: { children: ReactNode }) {
  const byTap = useContext(ArrivedByTapContext)
  const [shown, setShown] = useState(!byTap)
  useEffect(() => {
    if (!shown) return afterNextPaint(() => startTransition(() => setShown(true)))
  }, [shown])
  return shown ? children : null
}
