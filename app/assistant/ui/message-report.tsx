import { useId, useRef, useState } from 'react'
import { type MessageIssueType, messageIssueTypes, REPORT_DESCRIPTION_MAX_LENGTH } from '@schemas/assistant/options'
import { canSendReport } from '../rules/message-report'
import { Button, TextField } from '~/ui'

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent' } | { kind: 'failed'; message: string }

/**
 * "Report" on an assistant answer: a native modal dialog with the issue types (at least one is
 * required, spec §5) and an optional description; the answer itself is the report's payload.
 */
export function MessageReport({ payload, chatId }: { payload: string; chatId: string | null }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  const [issues, setIssues] = useState<MessageIssueType[]>([])
  const [description, setDescription] = useState('')
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const ids = { title: useId(), description: useId() }
  const ready = canSendReport({ payload, issueTypes: issues }) && status.kind !== 'sending'

  const toggle = (issue: MessageIssueType, on: boolean) =>
    setIssues((list) => (on ? [...list, issue] : list.filter((item) => item !== issue)))

  const send = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!ready) return
    setStatus({ kind: 'sending' })
    try {
      const response = await fetch('/api/assistant/message-reports', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ payload, issueTypes: issues, description, ...(chatId ? { chatId } : {}) }),
      })
      if (response.ok) return setStatus({ kind: 'sent' })
      const answer = (await response.json().catch(() => null)) as { error?: { message?: string } } | null
      setStatus({ kind: 'failed', message: answer?.error?.message ?? 'Could not send. Please try again.' })
    } catch {
      setStatus({ kind: 'failed', message: 'Could not send. Check your connection and try again.' })
    }
  }

  const onClose = () => {
    setIssues([])
    setDescription('')
    setStatus({ kind: 'idle' })
    trigger.current?.focus()
  }

  return (
    <>
      <Button ref={trigger} variant="quiet" size="small" aria-haspopup="dialog" onClick={() => dialog.current?.showModal()}>
        Report
      </Button>
      <dialog ref={dialog} className="ui-dialog feedback-dialog" aria-labelledby={ids.title} onClose={onClose}>
        <h2 className="ui-dialog__title" id={ids.title}>
          Report this answer
        </h2>
        {status.kind === 'sent' ? (
          <>
            <p role="status">Thank you. Our team will look at this answer.</p>
            <div className="ui-dialog__actions">
              <Button onClick={() => dialog.current?.close()}>Close</Button>
            </div>
          </>
        ) : (
          <form onSubmit={send} noValidate>
            <fieldset className="ui-options">
              <legend>What is wrong? Choose at least one.</legend>
              {(Object.keys(messageIssueTypes) as MessageIssueType[]).map((issue) => (
                <label key={issue} className="ui-option">
                  <input type="checkbox" checked={issues.includes(issue)} onChange={(event) => toggle(issue, event.target.checked)} />
                  <span>{messageIssueTypes[issue]}</span>
                </label>
              ))}
            </fieldset>
            <TextField
              multiline
              rows={3}
              label="Tell us more (optional)"
              id={ids.description}
              value={description}
              maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
              onValueChange={setDescription}
            />
            {status.kind === 'failed' ? (
              <p className="ui-field__error" role="alert">
                {status.message}
              </p>
            ) : null}
            <div className="ui-dialog__actions">
              <Button variant="secondary" onClick={() => dialog.current?.close()}>
                Cancel
              </Button>
              <Button type="submit" disabled={!ready} loading={status.kind === 'sending'}>
                Send report
              </Button>
            </div>
          </form>
        )}
      </dialog>
    </>
  )
}
