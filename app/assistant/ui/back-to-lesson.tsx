import { Link } from '@remix-run/react'
import { backHref, blockVisible, type BackToLessonState } from '../rules/back-to-lesson'

/** The "Back to lesson" block, and after "Stay in chat" the bubble that keeps the way back at hand. */
export function BackToLesson({ state, onStay }: { state: BackToLessonState; onStay: () => void }) {
  if (blockVisible(state)) {
    return (
      <aside className="assistant-back card" aria-label="Back to lesson">
        <p>
          {state.promptLimitReached
            ? 'You have used today’s prompts. Carry on learning in your lesson.'
            : 'Ready to practise what you asked about?'}
        </p>
        <div className="assistant-back-actions">
          <Link className="primary" to={backHref(state)}>
            Back to lesson
          </Link>
          <button type="button" onClick={onStay}>
            Stay in chat
          </button>
        </div>
      </aside>
    )
  }
  if (state.bubbleVisible) {
    return (
      <Link className="assistant-bubble" to={backHref(state)} aria-label="Back to lesson">
        ↩ Lesson
      </Link>
    )
  }
  return null
}
