import { Link } from '@remix-run/react'
import type { loadCourseOverview } from '~/learning/server/lesson.server'
import type { Id } from '../../../schemas/id'
import { enrolmentStatusLabel as statusLabel } from '../rules/status-labels'

type Overview = Awaited<ReturnType<typeof loadCourseOverview>>

export const lessonHref = (courseId: Id, topicId: Id, lessonId: Id) => `/course/${courseId}/topic/${topicId}/lesson/${lessonId}`

/** A course or challenge: progress, the lesson to continue with, and every topic with its lessons. */
export function CourseOverview({ overview }: { overview: Overview }) {
  const { course, enrolment, next, topics } = overview
  return (
    <>
      <p className="muted">
        {course.type === 'challenge' ? `${course.dayCount ?? 28}-day challenge` : 'Course'}
        {course.level ? ` · ${course.level}` : ''}
      </p>
      <h1>{course.title}</h1>
      {course.description ? <p>{course.description}</p> : null}
      <div className="card">
        <p>
          <span data-testid="course-progress">{enrolment.progress}%</span> complete
        </p>
        <div
          className="progress"
          role="progressbar"
          aria-label="Course progress"
          aria-valuenow={enrolment.progress}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <span style={{ width: `${enrolment.progress}%` }} />
        </div>
        {next ? (
          <Link className="primary" to={lessonHref(course.id, next.topicId, next.lessonId)}>
            {enrolment.status === 'none' ? 'Start' : 'Continue'}: {next.title}
          </Link>
        ) : null}
      </div>
      {topics.map((topic) => (
        <section key={topic.id} className="card" aria-labelledby={`topic-${topic.id}`}>
          <h2 id={`topic-${topic.id}`}>
            <Link to={`/course/${course.id}/topic/${topic.id}`}>{topic.title}</Link>
          </h2>
          <p className="muted">
            {topic.progress}% · {statusLabel[topic.status]}
          </p>
          <ol className="plain-list">
            {topic.lessons.map((lesson) => (
              <li key={lesson.id} className="row">
                <Link to={lessonHref(course.id, topic.id, lesson.id)}>{lesson.title}</Link>
                <span className="status">{statusLabel[lesson.status]}</span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </>
  )
}
