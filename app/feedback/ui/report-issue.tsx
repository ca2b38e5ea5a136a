import { useId, useRef, useState } from 'react'
import { Flag } from 'lucide-react'
import { Button, Select, TextField } from '~/ui'
import type { Id } from '@schemas/id'
import { COMMENT_MAX_LENGTH, type IssueType, issueTypes } from '@schemas/feedback/options'
import { feedbackPaths, type SendResult, sendFeedback } from '../client/send-feedback'
import { ChoiceGroup } from './choice-group'
import type { LessonIds } from './lesson-feedback'

const issueOptions = Object.entries(issueTypes).map(([value, label]) => ({ value: value as IssueType, label }))

type Props = {
  about: LessonIds
  /** The zero-based page the student is on (the lesson page's ?page=). */
  pageId: number
  /** The tasks on this page, if any: the report can name one. */
  tasks: readonly { id: Id; label: string }[]
}

/**
 * "Report an issue" on lesson and task pages: a quiet button opening a native modal dialog (focus moves
 * into it, Escape closes it, the rest of the page is inert) and, once closed, focus is back on the
 * button. The report goes to the product API, as the apps send it.
 */
export function ReportIssue({ about, pageId, tasks }: Props) {
  const trigger = useRef<HTMLButtonElement>(null)
  const dialog = useRef<HTMLDialogElement>(null)
  const [issueType, setIssueType] = useState<IssueType | null>(null)
  const [taskId, setTaskId] = useState('')
  const [comment, setComment] = useState('')
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<SendResult | null>(null)
  const ids = { title: useId(), comment: useId(), task: useId() }

  const reset = () => {
    setIssueType(null)
    setTaskId('')
    setComment('')
    setResult(null)
  }
  const onClose = () => {
    reset()
    trigger.current?.focus()
  }

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!issueType) {
      setResult({ ok: false, message: 'Choose what is wrong.', fields: { issueType: ['Choose what is wrong.'] } })
      return
    }
    setSending(true)
    setResult(await sendFeedback(feedbackPaths.issue, { ...about, pageId, issueType, comment, ...(taskId ? { taskId } : {}) }))
    setSending(false)
  }
  const failure = result && !result.ok ? result : null
  // Each refusal is said once: beside the field it is about, or below the form when it is about none of them.
  const commentError = failure?.fields.comment?.join(' ')
  const formError = failure && !failure.fields.issueType && !commentError ? failure.message : null

  return (
    <>
      <Button
        ref={trigger}
        variant="quiet"
        size="small"
        className="report-issue-button"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        <Flag size={16} aria-hidden="true" />
        Report an issue
      </Button>
      <dialog ref={dialog} className="ui-dialog feedback-dialog" aria-labelledby={ids.title} onClose={onClose}>
        <h2 className="ui-dialog__title" id={ids.title}>
          Report an issue
        </h2>
        {result?.ok ? (
          <>
            <p role="status">Thank you! Our team will look into it.</p>
            <form method="dialog">
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one action gets focus when the form is replaced */}
              <Button type="submit" block autoFocus>
                Close
              </Button>
            </form>
          </>
        ) : (
          <form onSubmit={send} noValidate>
            <ChoiceGroup
              legend="What is wrong?"
              name="issueType"
              options={issueOptions}
              value={issueType}
              onChange={setIssueType}
              errors={failure?.fields.issueType}
            />
            {tasks.length > 0 ? (
              <Select
                id={ids.task}
                label="Which task?"
                name="taskId"
                value={taskId}
                onChange={(event) => setTaskId(event.target.value)}
                options={[{ value: '', label: 'The whole page' }, ...tasks.map((task) => ({ value: String(task.id), label: task.label }))]}
              />
            ) : null}
            <TextField
              id={ids.comment}
              label={`Tell us more${issueType === 'other' ? '' : ' (optional)'}`}
              multiline
              rows={4}
              name="comment"
              maxLength={COMMENT_MAX_LENGTH}
              required={issueType === 'other'}
              value={comment}
              onValueChange={setComment}
              error={commentError}
            />
            {formError ? (
              <p className="field-errors" role="alert">
                {formError}
              </p>
            ) : null}
            <div className="ui-dialog__actions">
              <Button variant="secondary" onClick={() => dialog.current?.close()}>
                Cancel
              </Button>
              <Button type="submit" loading={sending}>
                Send report
              </Button>
            </div>
          </form>
        )}
      </dialog>
    </>
  )
}
