import { createContext, type MouseEvent, useContext } from 'react'

/**
 * Set by the funnel player. Each screen button is then also a submit button of the player's
 * `<form method="post">` (by the `form` attribute), naming its engine event, so a tap works before
 * any JavaScript has arrived: the server runs the event and answers with the next screen. Once the
 * engine runs in the browser (`live`), a tap sends the event and the submission is cancelled.
 */
export type FormFallback = { formId: string; screenId: string; live: boolean }

export const FormFallbackContext = createContext<FormFallback | undefined>(undefined)

export function useFormFallback(): FormFallback | undefined {
  return useContext(FormFallbackContext)
}

/** The attributes that make a button submit `event` when the engine is not running. */
export function submitAttributes(fallback: FormFallback | undefined, event: string | undefined) {
  if (!fallback || !event) return { type: 'button' as const }
  return { type: 'submit' as const, form: fallback.formId, name: 'event', value: event }
}

/**
 * Whether a click should only run its handler: always outside the player, and inside it once the
 * engine is live. Otherwise the click goes on to submit the form.
 */
export function handledInBrowser(fallback: FormFallback | undefined, event: MouseEvent): boolean {
  if (fallback && !fallback.live) return false
  event.preventDefault()
  return true
}
