import { useFetcher } from '@remix-run/react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { TaskView } from '~/learning/server/task.server'
import { useFailureToast } from './failure-toast'
import { CompareAnswers, ExampleBeside } from './task-examples'
import { Button, TextField, useHydrated } from '~/ui'

export type StreakUpdate = { stats: { id: string | null; currentStreak: number }; changed: boolean }

/** One task: select or write, submit; completed, failed (try again or continue), reset. */
export function TaskCard({ task, onStreak }: { task: TaskView; onStreak: (update: StreakUpdate) => void }) {
  const fetcher = useFetcher<{ streak?: StreakUpdate | null }>()
  useFailureToast(fetcher)
  const [selected, setSelected] = useState<string[]>([])
  const hydrated = useHydrated()
  const busy = fetcher.state !== 'idle'
  const done = task.status === 'completed'

  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.streak) onStreak(fetcher.data.streak)
  }, [fetcher.state, fetcher.data, onStreak])
  // A new attempt (checked, failed, reset) starts with nothing picked; the first render keeps what was.
  const attempt = `${task.status}:${task.wrongOptions.length}`
  const lastAttempt = useRef(attempt)
  useEffect(() => {
    if (lastAttempt.current === attempt) return
    lastAttempt.current = attempt
    setSelected([])
  }, [attempt])

  const form = useRef<HTMLFormElement>(null)
  // An option picked before the page's JavaScript ran is still checked in the DOM: keep it, or the
  // next render would clear it and leave Check answer disabled.
  useLayoutEffect(() => {
    const picked = [...(form.current?.querySelectorAll<HTMLInputElement>(`input[name="task-${task.id}"]:checked`) ?? [])]
    if (task.type === 'quiz' && task.status !== 'completed' && picked.length) setSelected(picked.map((input) => input.value))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- what the DOM held at hydration only
  }, [])
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
              <TextField
                key={index}
                label={task.blankCount === 1 ? 'The missing word' : `Missing word ${index + 1}`}
                name="blank"
                defaultValue={task.answer?.blanks?.[index] ?? ''}
                autoComplete="off"
              />
            ))
          : null}
        {task.type === 'essay' || task.type === 'prompt-evaluation' ? (
          <TextField
            label={task.type === 'essay' ? 'Your answer' : 'Your prompt'}
            multiline
            rows={5}
            name="text"
            defaultValue={task.answer?.text ?? ''}
          />
        ) : null}
      </fieldset>
      <TaskResult status={task.status} feedback={task.feedback} />
      {task.example && task.answer?.text ? <ExampleBeside kind={task.type} answer={task.answer.text} example={task.example} /> : null}
      {task.comparison ? <CompareAnswers comparison={task.comparison} /> : null}
      <div className="task__actions">
        {!done ? (
          // A real submit: before the page's JavaScript runs, the form posts its own fields (lesson-actions.server.ts).
          <Button
            type="submit"
            name="intent"
            value="check-task"
            onClick={(event) => {
              event.preventDefault()
              check()
            }}
            loading={busy}
            disabled={hydrated && task.type === 'quiz' && selected.length === 0}
          >
            {task.status === 'failed' ? 'Check again' : 'Check answer'}
          </Button>
        ) : null}
        {task.status !== 'none' && task.status !== 'new' ? (
          <Button type="submit" name="intent" value="reset-tasks" variant="secondary" disabled={busy}>
            Reset
          </Button>
        ) : null}
        <input type="hidden" name="taskIds" value={String(task.id)} />
        <input type="hidden" name="taskId" value={String(task.id)} />
      </div>
    </fetcher.Form>
  )
}

/** The verdict and the feedback: one point a line, the missing points as a list, most important first. */
function TaskResult({ status, feedback }: { status: TaskView['status']; feedback: string | null }) {
  const lines = (feedback ?? '').split('\n').filter((line) => line.trim() !== '')
  return (
    <div role="status" className={`task-result task-result--${status}`}>
      {status === 'completed' ? (
        <>
          <p>Completed. {lines[0] ?? ''}</p>
          {lines.slice(1).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </>
      ) : status === 'failed' ? (
        lines.length > 1 ? (
          <ol>
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        ) : (
          <p>{lines[0]}</p>
        )
      ) : status === 'skipped' ? (
        <p>Skipped.</p>
      ) : null}
    </div>
  )
}
