import type { Answer } from '../schemas/funnel/answer'
import type { FunnelDefinition } from '../schemas/funnel/definition'
import type { Screen } from '../schemas/screens'
import { chosenOptionIds, findScreen, screenIndex } from './funnel-screens'
import { currentOptions } from './templates'
import { COMPLETED, type FunnelEvent, type FunnelSnapshotLike } from './types'

// Selectors take what they read, so `useSelector(actor, (s) => selectX(s, definition))` stays cheap.

/** The id of the screen being shown, or `completed`. */
export function selectCurrentScreenId(snapshot: FunnelSnapshotLike): string {
  return typeof snapshot.value === 'string' ? snapshot.value : ''
}

export function selectCurrentScreen(snapshot: FunnelSnapshotLike, definition: FunnelDefinition): Screen | undefined {
  return findScreen(definition, selectCurrentScreenId(snapshot))
}

/** 1-based position of the current screen in the funnel; the end counts as the last step. */
export function selectProgress(snapshot: FunnelSnapshotLike, definition: FunnelDefinition): { step: number; total: number } {
  const total = definition.screens.length
  const id = selectCurrentScreenId(snapshot)
  return { step: id === COMPLETED ? total : screenIndex(definition, id) + 1, total }
}

export type RecalledAnswer = {
  answer: Answer
  /** What was chosen or typed, as the visitor saw it (several options joined with ", "). */
  label: string
  /** The recap of the chosen option (the first chosen one that has a recap). */
  recap?: { title: string; description?: string }
}

/** For Dependent, Image and Chart screens: the answer given on their `dependentStep`. */
export function selectRecalledAnswer(
  snapshot: FunnelSnapshotLike,
  screen: Screen,
  definition: FunnelDefinition,
): RecalledAnswer | undefined {
  const step = 'dependentStep' in screen ? screen.dependentStep : undefined
  const answer = step ? snapshot.context.answers[step] : undefined
  if (!answer) return undefined
  if (!Array.isArray(answer.data) && !('id' in answer.data)) return { answer, label: answer.data.value }
  const options = currentOptions(answer, definition)
  const recap = options.find((option) => option.answer)?.answer
  return { answer, label: options.map((option) => option.value).join(', '), ...(recap ? { recap } : {}) }
}

/** Whether `nav.next` would move on now (false on loaders, which move on by themselves). */
export function selectCanContinue(snapshot: { can: (event: FunnelEvent) => boolean }): boolean {
  return snapshot.can({ type: 'nav.next' })
}

export function selectSelectedOptionIds(snapshot: FunnelSnapshotLike): string[] {
  return chosenOptionIds(snapshot.context.answers[selectCurrentScreenId(snapshot)])
}

/** What is typed on the current Input or Email screen. */
export function selectInputValue(snapshot: FunnelSnapshotLike): string {
  return snapshot.context.drafts[selectCurrentScreenId(snapshot)] ?? ''
}
