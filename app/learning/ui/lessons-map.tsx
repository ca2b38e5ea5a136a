import { Link } from '@remix-run/react'
import { type Id, sameId } from '@schemas/id'

type MapLesson = { id: Id; title: string; status: string }

const statusLabel: Record<string, string> = { completed: 'Completed', in_progress: 'In progress' }

/**
 * The `lessons_map` flag's map (what it shows is ours; the spec names only the flag): the topic's
 * lessons in order on the lesson page, each with its state, the open one marked, the others a tap away.
 */
export function LessonsMap({ lessons, current, topicHref }: { lessons: MapLesson[]; current: Id; topicHref: string }) {
  return (
    <nav className="card lessons-map" aria-label="Lessons in this topic">
      <h2>Lessons in this topic</h2>
      <ol>
        {lessons.map((lesson) => {
          const here = sameId(lesson.id, current)
          const status = statusLabel[lesson.status] ?? 'Not started'
          return (
            <li key={String(lesson.id)} data-status={lesson.status}>
              {here ? <span aria-current="page">{lesson.title}</span> : <Link to={`${topicHref}/lesson/${lesson.id}`}>{lesson.title}</Link>}{' '}
              <span className="muted">· {here ? 'You are here' : status}</span>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
