import type { PersistedFunnel } from '@engine/types'
import type { FunnelDefinition } from '@schemas/funnel/definition'
import { answerList } from '../rules/answer-list'

/**
 * The spec's client storage keys, in sessionStorage (one tab's funnel) and localStorage (the
 * visitor). `onboarding_state` adds the engine's full saved progress, which resuming needs.
 */
export const storageKeys = {
  answers: 'onboarding_answers',
  step: 'onboarding_step',
  totalSteps: 'onboarding_total_steps',
  funnelId: 'onboarding_id',
  state: 'onboarding_state',
  visitor: 'user_uuid',
} as const

/** Storage can be full or switched off (private modes); the server session still has the progress. */
function safely<T>(access: () => T): T | undefined {
  try {
    return access()
  } catch {
    return undefined
  }
}

export function writeFunnelStorage(definition: FunnelDefinition, persisted: PersistedFunnel): void {
  safely(() => {
    const index = definition.screens.findIndex((screen) => screen.id === persisted.screenId)
    sessionStorage.setItem(storageKeys.answers, JSON.stringify(answerList(persisted)))
    sessionStorage.setItem(storageKeys.step, String(index === -1 ? definition.screens.length : index))
    sessionStorage.setItem(storageKeys.totalSteps, String(definition.screens.length))
    sessionStorage.setItem(storageKeys.funnelId, definition.id)
    sessionStorage.setItem(storageKeys.state, JSON.stringify(persisted))
  })
}

/** This tab's saved progress, if it is for this funnel. */
export function readStoredState(funnelId: string): unknown {
  return safely(() => {
    if (sessionStorage.getItem(storageKeys.funnelId) !== funnelId) return undefined
    const raw = sessionStorage.getItem(storageKeys.state)
    return raw ? (JSON.parse(raw) as unknown) : undefined
  })
}

/** The visitor id the server knows from its cookie, for code that reads `user_uuid`. */
export function rememberVisitor(visitorId: string): void {
  safely(() => localStorage.setItem(storageKeys.visitor, visitorId))
}
