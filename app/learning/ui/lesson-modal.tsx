import { Link } from '@remix-run/react'
import { useEffect, useId, useRef } from 'react'
import { Button, buttonClass } from '~/ui'
import { choiceHref, choiceLabel, type LessonStatus, lessonChoices, parseSavedPage, savedPageKey } from '../rules/lesson-modal'

export type ChosenLesson = { id: string | number; title: string; status: LessonStatus; href: string }

type Props = {
  /** The lesson whose link was followed, or null when the modal is closed. */
  lesson: ChosenLesson | null
  onClose: () => void
}

function savedPage(lessonId: ChosenLesson['id']): number | null {
  try {
    return parseSavedPage(window.localStorage.getItem(savedPageKey(lessonId)))
  } catch {
    return null
  }
}

/**
 * The lesson modal (restart, view, start): a native modal dialog (focus moves in, Escape closes,
 * the page behind is inert); the caller puts focus back on the link that opened it.
 */
export function LessonModal({ lesson, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (lesson && !element.open) element.showModal()
    if (!lesson && element.open) element.close()
  }, [lesson])

  const resume = lesson ? savedPage(lesson.id) : null
  return (
    <dialog ref={dialog} className="ui-dialog lesson-modal" aria-labelledby={titleId} onClose={onClose}>
      {lesson ? (
        <>
          <h2 className="ui-dialog__title" id={titleId}>
            {lesson.title}
          </h2>
          <p className="muted">{lesson.status === 'completed' ? 'You have completed this lesson.' : 'You have started this lesson.'}</p>
          <div className="lesson-modal__actions">
            {lessonChoices(lesson.status).map((choice, at) => (
              <Link
                key={choice}
                to={choiceHref(lesson.href, choice, resume)}
                className={buttonClass({ variant: at === 0 ? 'primary' : 'secondary', block: true })}
              >
                {choiceLabel[choice]}
              </Link>
            ))}
          </div>
          <form method="dialog">
            <Button type="submit" variant="quiet" block>
              Cancel
            </Button>
          </form>
        </>
      ) : null}
    </dialog>
  )
}
