import { useSearchParams } from '@remix-run/react'
import { useId } from 'react'
import type { Id } from '@schemas/id'
import { Button } from '~/ui'
import { backIndex, isFinished, nextIndex, otherParams, viewQuery } from '../../core/lesson-sections'

type Props = {
  index: number
  count: number
  /** This page's tasks that are not completed: with any, Next is "Skip practice". */
  openTaskIds: readonly Id[]
  onMove: (to: number) => void
  onSkip: (taskIds: readonly Id[]) => void
}

/**
 * Back, Next and Skip practice of a paged lesson (on its finished view, Back alone). With
 * JavaScript they move in place (`onMove`); before it has loaded — a phone still fetching the
 * page's scripts — or without it, they are plain forms, so a tap is not lost: Back and Next ask
 * for the view's address (`?page=`, `?finished=1`), Skip practice posts the skip to the lesson's
 * action at the next view's address.
 */
export function SectionNav({ index, count, openTaskIds, onMove, onSkip }: Props) {
  const [params] = useSearchParams()
  const skipForm = useId()
  const finished = isFinished(index, count)
  const back = backIndex(index)
  const next = nextIndex(index, count)
  const kept = [...otherParams(params)]
  const addressOf = (to: number) => (isFinished(to, count) ? { name: 'finished', value: '1' } : { name: 'page', value: String(to) })
  const moveTo = (to: number) => (event: React.MouseEvent) => {
    event.preventDefault()
    onMove(to)
  }
  const skip = !finished && openTaskIds.length > 0

  return (
    <>
      <form method="get" className="lesson-nav">
        {kept.map(([name, value], at) => (
          <input key={at} type="hidden" name={name} value={value} />
        ))}
        <Button type="submit" variant="secondary" {...addressOf(back)} onClick={moveTo(back)} disabled={index === 0}>
          Back
        </Button>
        {finished ? null : skip ? (
          <Button
            type="submit"
            form={skipForm}
            variant="secondary"
            onClick={(event) => {
              event.preventDefault()
              onSkip(openTaskIds)
              onMove(next)
            }}
          >
            Skip practice
          </Button>
        ) : (
          <Button type="submit" {...addressOf(next)} onClick={moveTo(next)}>
            Next
          </Button>
        )}
      </form>
      {skip ? (
        <form id={skipForm} method="post" action={viewQuery(next, count, params)} hidden>
          <input type="hidden" name="intent" value="skip-tasks" />
          <input type="hidden" name="taskIds" value={openTaskIds.join(',')} />
        </form>
      ) : null}
    </>
  )
}
