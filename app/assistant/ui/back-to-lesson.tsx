import { Link } from '@remix-run/react'
import { Button, ButtonLink } from '~/ui'
import { backHref, blockVisible, type BackToLessonState } from '../rules/back-to-lesson'

/** The "Back to lesson" block, and after "Stay in chat" the bubble that keeps the way back at hand. */
export function BackToLesson({ state, onStay, bubble = true }: { state: BackToLessonState; onStay: () => void; bubble?: boolean }) {
  if (blockVisible(state)) {
    return (
      <aside className="ui-card assistant-back" aria-label="Back to lesson">
        <p>
          {state.promptLimitReached
            ? 'You have used today’s prompts. Carry on learning in your lesson.'
            : 'Ready to practise what you asked about?'}
        </p>
        <div className="assistant-back-actions">
          <ButtonLink to={backHref(state)}>Back to lesson</ButtonLink>
          <Button variant="secondary" onClick={onStay}>
            Stay in chat
          </Button>
        </div>
      </aside>
    )
  }
  if (bubble && state.bubbleVisible) {
    return (
      <Link className="assistant-bubble" to={backHref(state)} aria-label="Back to lesson">
        ↩ Lesson
      </Link>
    )
  }
  return null
}
