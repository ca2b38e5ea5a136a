import type { Answer } from '../schemas/funnel/answer'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { FunnelMachine } from './create-funnel-machine'
import { endsOnNext, findScreen, isLoaderScreen } from './funnel-screens'
import { type PossibleRoutes, possibleRoutes } from './possible-targets'
import { COMPLETED, type FunnelContext, type FunnelSnapshotLike, type PersistedFunnel } from './types'

export function persistedFromContext(context: FunnelContext, screenId: string): PersistedFunnel {
  const { funnelId, version, history, answers, drafts, email, name, consent, planId } = context
  return {
    funnelId,
    version,
    screenId,
    history,
    answers,
    drafts,
    ...(email === undefined ? {} : { email }),
    ...(name === undefined ? {} : { name }),
    ...(consent === undefined ? {} : { consent }),
    ...(planId === undefined ? {} : { planId }),
  }
}

export function toPersistedFunnel(snapshot: FunnelSnapshotLike, savedAt?: string): PersistedFunnel {
  const persisted = persistedFromContext(snapshot.context, String(snapshot.value))
  return savedAt === undefined ? persisted : { ...persisted, savedAt }
}

type RestoreOptions = { machine: FunnelMachine; definition: FunnelDefinition; now: string }

/**
 * The snapshot to resume a saved session with, or `undefined` when it belongs to another funnel or
 * content version, names screens that no longer exist, or is not a saved funnel at all — the
 * caller then starts afresh. Never throws: `persisted` comes from storage the visitor controls.
 */
export function restoreFunnelSnapshot(persisted: unknown, { machine, definition, now }: RestoreOptions) {
  const saved = readPersisted(persisted)
  if (!saved || saved.funnelId !== definition.id || saved.version !== definition.version) return undefined
  if (!isPlausibleRoute(definition, [...saved.history, saved.screenId])) return undefined
  const known = (screenId: string) => findScreen(definition, screenId) !== undefined
  if (!Object.keys(saved.answers).every(known) || !Object.keys(saved.drafts).every(known)) return undefined
  const { screenId, savedAt: _savedAt, ...context } = saved
  const screen = findScreen(definition, screenId)
  if (screen && isLoaderScreen(screen)) {
    // A restored state never re-runs its entry, so a loader's timer would not start again: resume
    // on the screen before it instead, and the loader plays again from there.
    const previous = context.history.at(-1)
    if (previous === undefined) return undefined
    return machine.resolveState({ value: previous, context: { ...context, history: context.history.slice(0, -1), now } })
  }
  return machine.resolveState({ value: screenId, context: { ...context, now } })
}

/** The first screen first, and every step one the routing could have taken. */
function isPlausibleRoute(definition: FunnelDefinition, route: string[]): boolean {
  if (route[0] !== definition.screens[0]?.id) return false
  const routes = possibleRoutes(definition)
  return route.every((screenId, k) => k === 0 || canStep(definition, routes, route[k - 1]!, screenId))
}

function canStep(definition: FunnelDefinition, routes: PossibleRoutes, from: string, to: string): boolean {
  const possible = routes.next.get(from)
  if (!possible) return false
  if (to !== COMPLETED) return possible.screens.includes(to)
  const screen = findScreen(definition, from)
  return screen?.type === 'Paywall' || (!!screen && endsOnNext(screen) && possible.mayEnd)
}

// Shape checks by hand: zod stays out of the engine's bundle.

type Json = Record<string, unknown>

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)
const isString = (value: unknown): value is string => typeof value === 'string'
const optional = <T>(value: unknown, check: (value: unknown) => value is T) => value === undefined || check(value)
const isStringRecord = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every(isString)

function isOptionLike(value: unknown): boolean {
  return isRecord(value) && isString(value.id) && isString(value.value)
}

function isAnswer(value: unknown, screenId: string): value is Answer {
  if (!isRecord(value) || value.screenId !== screenId || !isString(value.question)) return false
  if (typeof value.step !== 'number' || !Number.isInteger(value.step) || value.step < 1) return false
  const { data } = value
  if (Array.isArray(data)) return data.length > 0 && data.every(isOptionLike)
  return isOptionLike(data) || (isRecord(data) && isString(data.value) && Object.keys(data).length === 1)
}

function readPersisted(raw: unknown): PersistedFunnel | undefined {
  if (!isRecord(raw)) return undefined
  const { funnelId, version, screenId, history, answers, drafts, email, name, consent, planId, savedAt } = raw
  if (!isString(funnelId) || typeof version !== 'number' || !isString(screenId)) return undefined
  if (!Array.isArray(history) || !history.every(isString)) return undefined
  if (!isRecord(answers) || !Object.entries(answers).every(([id, answer]) => isAnswer(answer, id))) return undefined
  if (!isStringRecord(drafts)) return undefined
  if (!optional(email, isString) || !optional(name, isString) || !optional(planId, isString)) return undefined
  if (!optional(savedAt, isString) || !(consent === undefined || typeof consent === 'boolean')) return undefined
  return {
    funnelId,
    version,
    screenId,
    history: [...history],
    answers: answers as Record<string, Answer>,
    drafts: { ...drafts },
    ...(email === undefined ? {} : { email }),
    ...(name === undefined ? {} : { name }),
    ...(consent === undefined ? {} : { consent }),
    ...(planId === undefined ? {} : { planId }),
    ...(savedAt === undefined ? {} : { savedAt }),
  }
}
