'use client'
import { useEffect } from 'react'

/** Payload's own controls on the editor that it leaves without a name, and the names they get. */
const unnamed: readonly [selector: string, name: string][] = [
  ['.array-actions__button', 'More actions for this funnel: add below, duplicate, remove'],
  ['.clipboard-action__popup .popup-button', 'Copy or paste the funnels'],
]

/**
 * Payload 3.90 renders the array's row menu and its copy-and-paste menu as icon buttons without an
 * accessible name (axe: button-name); a screen reader announced "button". Until Payload names
 * them, the editor names them, again whenever rows are added or removed.
 */
export function useNamedPayloadControls(): void {
  useEffect(() => {
    const name = () => {
      for (const [selector, label] of unnamed)
        for (const button of document.querySelectorAll(selector))
          if (!button.getAttribute('aria-label')) button.setAttribute('aria-label', label)
    }
    name()
    const form = document.querySelector('form') ?? document.body
    const observer = new MutationObserver(name)
    observer.observe(form, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
}
