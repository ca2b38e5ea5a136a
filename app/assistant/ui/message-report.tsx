import { useId, useRef, useState } from 'react'
import { type MessageIssueType, messageIssueTypes, REPORT_DESCRIPTION_MAX_LENGTH } from '@schemas/assistant/options'
import { canSendReport } from '../rules/message-report'

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
      <button ref={trigger} type="button" className="assistant-report-button" onClick={() => dialog.current?.showModal()}>
        Report
      </button>
      <dialog ref={dialog} className="modal feedback-dialog" aria-labelledby={ids.title} onClose={onClose}>
        <h2 id={ids.title}>Report this answer</h2>
        {status.kind === 'sent' ? (
          <>
            <p role="status">Thank you. Our team will look at this answer.</p>
            <button type="button" onClick={() => dialog.current?.close()}>
              Close
            </button>
          </>
        ) : (
          <form onSubmit={send}>
            <fieldset className="choice-group">
              <legend>What is wrong? Choose at least one.</legend>
              {(Object.keys(messageIssueTypes) as MessageIssueType[]).map((issue) => (
                <label key={issue}>
                  <input type="checkbox" checked={issues.includes(issue)} onChange={(event) => toggle(issue, event.target.checked)} />
                  {messageIssueTypes[issue]}
                </label>
              ))}
            </fieldset>
            <label htmlFor={ids.description}>Tell us more (optional)</label>
            <textarea
              id={ids.description}
              value={description}
              maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
              onChange={(event) => setDescription(event.target.value)}
            />
            {status.kind === 'failed' ? <p role="alert">{status.message}</p> : null}
            <div className="dialog-actions">
              <button type="button" onClick={() => dialog.current?.close()}>
                Cancel
              </button>
              <button type="submit" className="primary" disabled={!ready}>
                {status.kind === 'sending' ? 'Sending…' : 'Send report'}
              </button>
            </div>
          </form>
        )}
      </dialog>
    </>
  )
}
