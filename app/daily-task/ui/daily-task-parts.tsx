import type { HistoryEntry, ValidationItem } from '@schemas/daily-task/daily-task'
import { AnswerText } from '~/ai'
import { Card } from '~/ui'

/** The checklist: the task's items, ticked by the last validation (its reasons say what to fix). */
export function ValidationChecklist({ criteria, validation }: { criteria: string[]; validation: ValidationItem[] | null }) {
  const items = validation ?? criteria.map((text) => ({ text, completed: false, reason: '' }))
  return (
    <Card aria-labelledby="checklist-title">
      <h2 id="checklist-title">{validation ? 'Your checklist' : 'A good answer'}</h2>
      <ul className="daily-checklist">
        {items.map((item) => (
          <li key={item.text} className={validation ? (item.completed ? 'done' : 'missing') : 'pending'}>
            <span aria-hidden="true">{validation ? (item.completed ? '✓' : '✗') : '○'}</span>{' '}
            {validation ? <span className="visually-hidden">{item.completed ? 'Completed: ' : 'Not completed: '}</span> : null}
            {item.text}
            {validation && !item.completed && item.reason ? <p className="muted">{item.reason}</p> : null}
          </li>
        ))}
      </ul>
    </Card>
  )
}

export function ResponseHistory({ history }: { history: (HistoryEntry & { time: string })[] }) {
  if (history.length === 0) return null
  return (
    <Card aria-labelledby="history-title">
      <h2 id="history-title">Your conversation</h2>
      <ol className="daily-history">
        {history.map((entry, index) => (
          <li key={`${entry.timestamp}-${index}`} className={`daily-message ${entry.side}`}>
            <p className="muted">
              {entry.side === 'user' ? 'You' : 'Coach'} · <time dateTime={entry.timestamp}>{entry.time}</time>
            </p>
            {entry.side === 'assistant' ? (
              // The answer's bold labels and any links to our lessons.
              <div className="daily-message-text">
                <AnswerText text={entry.message} />
              </div>
            ) : (
              <p className="daily-message-text">{entry.message}</p>
            )}
          </li>
        ))}
      </ol>
    </Card>
  )
}

/** Spec: the page says plainly which AI answers. */
export function AiModeNote({ mode }: { mode: 'offline' | 'model' }) {
  return (
    <p className="muted daily-mode">
      {mode === 'offline'
        ? 'Your prompt is checked against what a good prompt has; tips come from our lessons.'
        : 'The assistant answers your prompt and checks it against what a good prompt has.'}
    </p>
  )
}
