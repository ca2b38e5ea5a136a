import { useId, useState } from 'react'
import type { Id } from '@schemas/id'
import { COMMENT_MAX_LENGTH, type LessonFeedbackType, lessonFeedbackTypes } from '@schemas/feedback/options'
import { feedbackPaths, type SendResult, sendFeedback } from '../client/send-feedback'
import { asksWhatWentWrong, withFeedbackTypeRule } from '../rules/feedback-rules'
import { Button, Card, TextField } from '~/ui'
import { ChoiceGroup, RatingChoice } from './choice-group'

export type LessonIds = { courseId: Id; topicId: Id; lessonId: Id }

const typeOptions = Object.entries(lessonFeedbackTypes).map(([value, label]) => ({ value: value as LessonFeedbackType, label }))

/**
 * Rating a lesson once it is completed (spec §4: step, type and message). A rating below 4 asks
 * what could be better; 4 or more clears that choice.
 */
export function LessonFeedback({ about }: { about: LessonIds }) {
  const [rating, setRating] = useState<number | null>(null)
  const [feedbackType, setFeedbackType] = useState<LessonFeedbackType | null>(null)
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<SendResult | null>(null)
  const headingId = useId()
  const commentId = useId()

  if (result?.ok) {
    return (
      <Card as="div" role="status">
        <p>Thanks for rating this lesson!</p>
      </Card>
    )
  }

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    if (rating === null) return
    setSending(true)
    const body = withFeedbackTypeRule({ ...about, rating, feedbackType: feedbackType ?? undefined, comment })
    setResult(await sendFeedback(feedbackPaths.lesson, body))
    setSending(false)
  }

  return (
    <Card className="feedback-form" aria-labelledby={headingId}>
      <h2 id={headingId}>How was this lesson?</h2>
      <form onSubmit={send} noValidate>
        <RatingChoice legend="Your rating" name="lesson-rating" value={rating} onChange={setRating} />
        {asksWhatWentWrong(rating) ? (
          <ChoiceGroup
            legend="What could be better?"
            name="lesson-feedback-type"
            options={typeOptions}
            value={feedbackType}
            onChange={setFeedbackType}
            errors={result && !result.ok ? result.fields.feedbackType : undefined}
          />
        ) : null}
        <TextField
          multiline
          rows={3}
          label="Anything else? (optional)"
          id={commentId}
          name="comment"
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          onValueChange={setComment}
        />
        {result && !result.ok && !result.fields.feedbackType ? (
          <p className="field-errors" role="alert">
            {result.message}
          </p>
        ) : null}
        <Button type="submit" disabled={rating === null} loading={sending}>
          Send feedback
        </Button>
      </form>
    </Card>
  )
}
