'use client'
import { type RefObject, useEffect } from 'react'

/** Below this the columns stop filling the screen and the page scrolls as usual. */
const smallestFill = 320
/** Room under the columns, so their borders are not cut by the window's edge. */
const bottomRoom = 8

/**
 * Keeps the studio's columns as tall as the room from their top to the bottom of the window (issue
 * #47: the studio is the workspace, not a page to scroll), so the screen list, the form and the
 * preview each scroll on their own: `--studio-fill` for the screen list's column, which starts at
 * the top, and `--studio-form-fill` for the form and preview below the tool bar. Measured again when
 * the window or the tool bar changes size.
 */
export function useWorkspaceFill(root: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = root.current
    if (!element || !active) return
    const roomBelow = (selector: string) => {
      const column = element.querySelector(selector)
      if (!column) return null
      return `${Math.max(window.innerHeight - column.getBoundingClientRect().top - window.scrollY - bottomRoom, smallestFill)}px`
    }
    const measure = () => {
      const side = roomBelow('.studio-layout__side')
      const form = roomBelow('.studio-layout__form')
      if (side) element.style.setProperty('--studio-fill', side)
      if (form) element.style.setProperty('--studio-form-fill', form)
    }
    measure()
    // Again once the fields above and the tool bar have their final height.
    const bar = element.querySelector('.studio-layout__bar')
    const resized = new ResizeObserver(measure)
    if (bar) resized.observe(bar)
    const settled = window.setTimeout(measure, 500)
    window.addEventListener('resize', measure)
    return () => {
      resized.disconnect()
      window.clearTimeout(settled)
      window.removeEventListener('resize', measure)
    }
  }, [root, active])
}
