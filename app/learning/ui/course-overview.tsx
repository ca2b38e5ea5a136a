import { Link } from '@remix-run/react'
import { ButtonLink } from '~/ui'
import { useRef, useState } from 'react'
import { CheckCircle2, Circle, PlayCircle } from 'lucide-react'
import type { loadCourseOverview } from '~/learning/server/lesson.server'
import type { Id } from '@schemas/id'
import { enrolmentStatusLabel as statusLabel } from '../rules/status-labels'
import { courseKind } from './course-cards'
import { CourseCover } from './course-cover'
import { ProgressRing } from './progress-ring'
import { type ChosenLesson, LessonModal } from './lesson-modal'
import { needsLessonModal } from '../rules/lesson-modal'

type Overview = Awaited<ReturnType<typeof loadCourseOverview>>
type LessonStatus = Overview['topics'][number]['lessons'][number]['status']

export const lessonHref = (courseId: Id, topicId: Id, lessonId: Id) => `/course/${courseId}/topic/${topicId}/lesson/${lessonId}`

const statusIcon: Record<LessonStatus, typeof Circle> = { completed: CheckCircle2, in_progress: PlayCircle, none: Circle }

/** A course or challenge: cover, progress, the lesson to continue with, and every topic with its lessons. */
export function CourseOverview({ overview }: { overview: Overview }) {
  const { course, enrolment, next, topics } = overview
  const lessonCount = topics.reduce((sum, topic) => sum + topic.lessons.length, 0)
  return (
    <>
      <header className="course-hero">
        <CourseCover cover={course.cover} eager sizes="(min-width: 1024px) 400px, 100vw" />
        <div className="course-hero__body">
          <p className="chips">
            <span className="chip chip--accent">{courseKind(course)}</span>
            {course.level ? <span className="chip">{course.level}</span> : null}
            <span className="chip">
              {topics.length} {topics.length === 1 ? 'topic' : 'topics'} · {lessonCount} {lessonCount === 1 ? 'lesson' : 'lessons'}
            </span>
          </p>
          <h1>{course.title}</h1>
          {course.description ? <p className="course-hero__description">{course.description}</p> : null}
          <div className="course-hero__progress">
            <ProgressRing value={enrolment.progress} label="Course progress" size={56} />
            <p>
              <span data-testid="course-progress">{enrolment.progress}%</span> complete
            </p>
          </div>
          {next ? (
            <ButtonLink className="course-hero__cta" to={lessonHref(course.id, next.topicId, next.lessonId)}>
              <span>{enrolment.status === 'none' ? 'Start:' : 'Continue:'}</span>{' '}
              <span className="course-hero__cta-title">{next.title}</span>
            </ButtonLink>
          ) : null}
        </div>
      </header>
      <ol className="topic-list" aria-label="Topics">
        {topics.map((topic, index) => (
          <li key={topic.id} className="card topic-card">
            <div className="topic-card__head">
              <ProgressRing value={topic.progress} label={`${topic.title} progress`} size={44} />
              <div>
                <p className="muted topic-card__meta">
                  Topic {index + 1} · {statusLabel[topic.status]}
                </p>
                <h2 id={`topic-${topic.id}`}>
                  <Link className="topic-card__title" to={`/course/${course.id}/topic/${topic.id}`} prefetch="intent">
                    {topic.title}
                  </Link>
                </h2>
              </div>
            </div>
            <LessonList courseId={course.id} topicId={topic.id} lessons={topic.lessons} />
          </li>
        ))}
      </ol>
    </>
  )
}

/**
 * A topic's lessons with their status as people say it (icon and label). A lesson already started or
 * completed asks first (lesson modal: continue / view / restart); a new one opens straight away.
 */
export function LessonList({ courseId, topicId, lessons }: { courseId: Id; topicId: Id; lessons: Overview['topics'][number]['lessons'] }) {
  const [chosen, setChosen] = useState<ChosenLesson | null>(null)
  const opener = useRef<HTMLAnchorElement | null>(null)
  return (
    <>
      <ol className="lesson-list">
        {lessons.map((lesson) => {
          const Icon = statusIcon[lesson.status]
          const href = lessonHref(courseId, topicId, lesson.id)
          return (
            <li key={lesson.id} className={`lesson-row lesson-row--${lesson.status}`}>
              <Icon size={20} aria-hidden="true" className="lesson-row__icon" />
              <Link
                to={href}
                aria-haspopup={needsLessonModal(lesson.status) ? 'dialog' : undefined}
                onClick={(event) => {
                  // A modified click (new tab, window) keeps the plain link.
                  if (!needsLessonModal(lesson.status) || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                  event.preventDefault()
                  opener.current = event.currentTarget
                  setChosen({ id: lesson.id, title: lesson.title, status: lesson.status, href })
                }}
              >
                {lesson.title}
              </Link>
              <span className={`lesson-row__status lesson-row__status--${lesson.status}`}>{statusLabel[lesson.status]}</span>
            </li>
          )
        })}
      </ol>
      <LessonModal
        lesson={chosen}
        onClose={() => {
          setChosen(null)
          opener.current?.focus()
        }}
      />
    </>
  )
}
