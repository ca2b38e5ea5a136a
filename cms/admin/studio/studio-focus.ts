'use client'
import { useEffect, useRef } from 'react'

/**
 * A problem's "Go to" in the review sheet asks the studio to show and focus the field at a JSON
 * path (`screens[2].options[0].value`). The sheet lives in Payload's document controls, outside
 * the studio's React tree, so the two speak through a window event.
 */
const eventName = 'funnel-studio:focus'

export function askStudioToFocus(path: string): void {
  window.dispatchEvent(new CustomEvent<string>(eventName, { detail: path }))
}

export function useStudioFocusRequests(onRequest: (path: string) => void): void {
  const latest = useRef(onRequest)
  latest.current = onRequest
  useEffect(() => {
    const listener = (event: Event) => {
      const path = (event as CustomEvent<unknown>).detail
      if (typeof path === 'string') latest.current(path)
    }
    window.addEventListener(eventName, listener)
    return () => window.removeEventListener(eventName, listener)
  }, [])
}

/** The screen a path is on (`screens[2]…` → 2), or undefined for the funnel's settings. */
export function screenIndexOf(path: string): number | undefined {
  const match = /^screens\[(\d+)\]/.exec(path)
  return match ? Number(match[1]) : undefined
}

/**
 * The paths to try for a problem's field, nearest first: the field itself, then what holds it, up
 * to its screen — never `screens` alone, which would focus a field of whichever screen is open.
 */
export function focusCandidates(path: string): string[] {
  const candidates: string[] = []
  for (let at = path; at; at = at.replace(/(\.[^.[\]]+|\[\d+\])$/, '')) {
    candidates.push(at)
    if (/^screens\[\d+\]$/.test(at) || !/(\.[^.[\]]+|\[\d+\])$/.test(at)) break
  }
  return candidates
}

/** Focuses (and scrolls to) the field at `path` inside `root`; false when nothing there holds it. */
export function focusField(root: ParentNode, path: string): boolean {
  const escape = (text: string) => text.replace(/["\\]/g, '\\$&')
  for (const candidate of focusCandidates(path)) {
    const field =
      root.querySelector<HTMLElement>(`[name="${escape(candidate)}"]`) ??
      root.querySelector<HTMLElement>(`[name^="${escape(candidate)}."], [name^="${escape(candidate)}["]`)
    if (field) {
      field.scrollIntoView({ block: 'center' })
      field.focus()
      return true
    }
  }
  return false
}
