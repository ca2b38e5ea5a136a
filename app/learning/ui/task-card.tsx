import { useFetcher } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { TaskView } from '~/learning/server/task.server'
import { useFailureToast } from './failure-toast'

export type StreakUpdate = { stats: { id: string | null; currentStreak: number }; changed: boolean }

/** One task: select or write, submit; completed, failed (try again or continue), reset. */
export function TaskCard({ task, onStreak }: { task: TaskView; onStreak: (update: StreakUpdate) => void }) {
  const fetcher = useFetcher<{ streak?: StreakUpdate | null }>()
  useFailureToast(fetcher)
  const [selected, setSelected] = useState<string[]>([])
  const busy = fetcher.state !== 'idle'
  const done = task.status === 'completed'

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.streak) onStreak(fetcher.data.streak)
  }, [fetcher.state, fetcher.data, onStreak])
  useEffect(() => setSelected([]), [task.status, task.wrongOptions.length])

  const form = useRef<HTMLFormElement>(null)
  const check = () => {
    const fields = new FormData(form.current ?? undefined)
    const body =
      task.type === 'quiz'
        ? { selected }
        : task.type === 'fill-in-blanks'
          ? { blanks: fields.getAll('blank').map(String) }
          : { text: String(fields.get('text') ?? '') }
    fetcher.submit({ intent: 'check-task', taskId: String(task.id), answer: JSON.stringify(body) }, { method: 'post' })
  }

  return (
    <fetcher.Form method="post" className="task" data-testid="task" ref={form}>
      <fieldset disabled={busy || done}>
        <legend>{task.question}</legend>
        {task.type === 'quiz'
          ? task.options.map((option) => {
              const wrong = task.wrongOptions.includes(option)
              const correct = task.revealedCorrect === option || (done && (task.answer?.selected ?? []).includes(option))
              return (
                <label key={option} className={`option${wrong ? ' wrong' : ''}${correct ? ' correct' : ''}`}>
                  <input
                    type={task.multiple ? 'checkbox' : 'radio'}
                    name={`task-${task.id}`}
                    value={option}
                    disabled={wrong}
                    checked={selected.includes(option) || (done && correct)}
                    onChange={(event) =>
                      setSelected((current) =>
                        task.multiple
                          ? event.target.checked
                            ? [...current, option]
                            : current.filter((item) => item !== option)
                          : [option],
                      )
                    }
                  />
                  {option}
                  {wrong ? <span className="visually-hidden"> (wrong)</span> : null}
                </label>
              )
            })
          : null}
        {task.type === 'fill-in-blanks'
          ? Array.from({ length: task.blankCount }, (_, index) => (
              <label key={index}>
                Blank {index + 1}
                <input name="blank" defaultValue={task.answer?.blanks?.[index] ?? ''} required />
              </label>
            ))
          : null}
        {task.type === 'essay' || task.type === 'prompt-evaluation' ? (
          <label>
            {task.type === 'essay' ? 'Your answer' : 'Your prompt'}
            <textarea name="text" defaultValue={task.answer?.text ?? ''} required />
          </label>
        ) : null}
      </fieldset>
      <p role="status" className={`task-result ${task.status}`}>
        {task.status === 'completed'
          ? `Completed. ${task.feedback ?? ''}`
          : task.status === 'failed'
            ? task.feedback
            : task.status === 'skipped'
              ? 'Skipped.'
              : ''}
      </p>
      <div className="row">
        {!done ? (
          <button type="button" onClick={check} className="primary" disabled={busy || (task.type === 'quiz' && selected.length === 0)}>
            {task.status === 'failed' ? 'Check again' : 'Check answer'}
          </button>
        ) : null}
        {task.status !== 'none' && task.status !== 'new' ? (
          <button type="submit" name="intent" value="reset-tasks" className="secondary" disabled={busy}>
            Reset
          </button>
        ) : null}
        <input type="hidden" name="taskIds" value={String(task.id)} />
      </div>
    </fetcher.Form>
  )
}
