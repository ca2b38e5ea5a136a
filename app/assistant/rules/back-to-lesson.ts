/**
 * The assistant's "Back to lesson" block and "Stay in chat" bubble (spec §4 Assistant): the block
 * shows when the student came from a lesson or challenge and the first answer completed, or when
 * the prompt limit is reached. "Stay in chat" hides it and shows a bubble; the bubble hides on a
 * route change, a model selector toggle or opening the chat list.
 */

/** Only same-origin lesson or challenge paths are honoured as the way back (ai-contracts: `&back=`). */
export function safeBackPath(back: string | null | undefined): string | null {
  if (!back || back.length > 500) return null
  // A path of ours: one leading slash, no scheme or host, no backslash tricks, no spaces or control characters.
  if (!/^\/(course|challenge)\/[\w-]/.test(back) || /[\\\s]/.test(back) || hasControlCharacter(back)) return null
  try {
    const url = new URL(back, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return null
    return `${url.pathname}${url.search}`
  } catch {
    return null
  }
}

const hasControlCharacter = (text: string) => [...text].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127)

export type BackToLessonState = {
  /** Where "Back to lesson" goes: null when the student did not come from a lesson or challenge. */
  backPath: string | null
  firstAnswerCompleted: boolean
  promptLimitReached: boolean
  /** The student chose "Stay in chat": the block stays hidden from then on. */
  stayed: boolean
  bubbleVisible: boolean
}

export type BackToLessonEvent =
  | { type: 'answer.completed' }
  /** The page the student opened the assistant from, when the URL did not name the way back. */
  | { type: 'came.from'; path: string | null }
  | { type: 'limit.reached' }
  | { type: 'stay' }
  | { type: 'route.change' }
  | { type: 'selector.toggle' }
  | { type: 'chatlist.open' }

export function initialBackToLesson(backPath: string | null, promptLimitReached = false): BackToLessonState {
  return { backPath, firstAnswerCompleted: false, promptLimitReached, stayed: false, bubbleVisible: false }
}

export function backToLesson(state: BackToLessonState, event: BackToLessonEvent): BackToLessonState {
  switch (event.type) {
    case 'came.from': {
      const path = safeBackPath(event.path)
      return state.backPath === null && path !== null ? { ...state, backPath: path } : state
    }
    case 'answer.completed':
      return state.firstAnswerCompleted ? state : { ...state, firstAnswerCompleted: true }
    case 'limit.reached':
      return { ...state, promptLimitReached: true }
    case 'stay':
      return blockVisible(state) ? { ...state, stayed: true, bubbleVisible: true } : state
    case 'route.change':
    case 'selector.toggle':
    case 'chatlist.open':
      return state.bubbleVisible ? { ...state, bubbleVisible: false } : state
  }
}

/** The block: from a lesson/challenge after the first answer, or at the prompt limit, until "Stay in chat". */
export function blockVisible(state: BackToLessonState): boolean {
  if (state.stayed) return false
  return (state.backPath !== null && state.firstAnswerCompleted) || state.promptLimitReached
}

/** Where the block's button goes: the lesson the student came from, else their courses. */
export const backHref = (state: BackToLessonState) => state.backPath ?? '/courses'
