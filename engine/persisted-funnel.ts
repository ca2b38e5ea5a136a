import type { Answer } from '../schemas/funnel/answer'
import type { FunnelContext, FunnelSnapshotLike, PersistedFunnel } from './types'

// The saved shape of a funnel session (the browser tab's and the server's copy): made from a context,
// read back from storage. Restoring it into a machine is restore.ts.

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

/** A saved funnel read from storage the visitor controls: the shape checked field by field, or undefined. */
export function readPersisted(raw: unknown): PersistedFunnel | undefined {
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
