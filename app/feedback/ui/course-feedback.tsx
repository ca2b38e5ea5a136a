import { useLocation } from '@remix-run/react'
import { useEffect, useId, useRef, useState } from 'react'
import type { Id } from '@schemas/id'
import { COMMENT_MAX_LENGTH, type CourseCommentType, courseCommentTypes } from '@schemas/feedback/options'
import { feedbackPaths, type SendResult, sendFeedback } from '../client/send-feedback'
import { FIRST_STEP, nextStep, previousStep, stepName } from '../rules/feedback-rules'
import { Button, TextField } from '~/ui'
import { ChoiceGroup, RatingChoice } from './choice-group'

const commentOptions = Object.entries(courseCommentTypes).map(([value, label]) => ({ value: value as CourseCommentType, label }))

export type CourseFeedbackProps = {
  courseId: Id
  courseTitle: string
  /** Shows the modal; the caller sets it when a course completes (the certificate flow). */
  open: boolean
  /** Called once each time the modal closes: `sent` says whether the feedback was stored. */
  onDone: (outcome: { sent: boolean }) => void
}

/**
 * The course feedback modal (spec §4 "Certificate and course feedback"): steps from 0 — rate the
 * course, say more (comment type and comment), thanks — reset whenever it closes or the route
 * changes. It sends the feedback itself (POST /api/course-feedback).
 */
export function CourseFeedback({ courseId, courseTitle, open, onDone }: CourseFeedbackProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [step, setStep] = useState(FIRST_STEP)
  const [rating, setRating] = useState<number | null>(null)
  const [commentType, setCommentType] = useState<CourseCommentType | null>(null)
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<SendResult | null>(null)
  const { pathname } = useLocation()
  const ids = { title: useId(), comment: useId() }

  const reset = () => {
    setStep(FIRST_STEP)
    setRating(null)
    setCommentType(null)
    setComment('')
    setResult(null)
  }

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  // Spec: a route change resets the steps (and a modal left open on another page would be lost).
  const firstPath = useRef(pathname)
  useEffect(() => {
    if (pathname === firstPath.current) return
    firstPath.current = pathname
    reset()
    if (dialog.current?.open) dialog.current.close()
  }, [pathname])

  const onClose = () => {
    const sent = result?.ok === true
    reset()
    onDone({ sent })
  }

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    if (rating === null) return
    setSending(true)
    const outcome = await sendFeedback(feedbackPaths.course, { courseId, rating, comment, ...(commentType ? { commentType } : {}) })
    setSending(false)
    setResult(outcome)
    if (outcome.ok) setStep(nextStep)
  }

  const name = stepName(step)
  return (
    <dialog ref={dialog} className="ui-dialog feedback-dialog" aria-labelledby={ids.title} onClose={onClose} data-step={step}>
      {name === 'rating' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (rating !== null) setStep(nextStep)
          }}
        >
          <h2 className="ui-dialog__title" id={ids.title}>
            How was {courseTitle}?
          </h2>
          <RatingChoice legend="Your rating" name="course-rating" value={rating} onChange={setRating} />
          <div className="ui-dialog__actions">
            <Button variant="secondary" onClick={() => dialog.current?.close()}>
              Not now
            </Button>
            <Button type="submit" disabled={rating === null}>
              Next
            </Button>
          </div>
        </form>
      ) : name === 'comment' ? (
        <form onSubmit={send} noValidate>
          <h2 className="ui-dialog__title" id={ids.title}>
            Tell us more
          </h2>
          <ChoiceGroup legend="Your comment is" name="commentType" options={commentOptions} value={commentType} onChange={setCommentType} />
          <TextField
            multiline
            rows={4}
            label="Comment (optional)"
            id={ids.comment}
            name="comment"
            maxLength={COMMENT_MAX_LENGTH}
            value={comment}
            onValueChange={setComment}
          />
          {result && !result.ok ? (
            <p className="ui-field__error" role="alert">
              {result.message}
            </p>
          ) : null}
          <div className="ui-dialog__actions">
            <Button variant="secondary" onClick={() => setStep(previousStep)}>
              Back
            </Button>
            <Button type="submit" loading={sending}>
              Send feedback
            </Button>
          </div>
        </form>
      ) : (
        <>
          <h2 className="ui-dialog__title" id={ids.title}>
            Thank you!
          </h2>
          <p role="status">Your feedback helps us make {courseTitle} better.</p>
          <form method="dialog" className="ui-dialog__actions">
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the last step's one action takes focus when it replaces the form */}
            <Button type="submit" autoFocus>
              Close
            </Button>
          </form>
        </>
      )}
    </dialog>
  )
}
