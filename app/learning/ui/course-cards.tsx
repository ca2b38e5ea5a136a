import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import { CheckCircle2 } from 'lucide-react'
import type { CourseCardView } from '~/learning/server/home.server'
import { CourseCover } from './course-cover'
import { ProgressRing } from './progress-ring'

const coverSizes = '(min-width: 1024px) 360px, (min-width: 600px) 50vw, 100vw'

export const courseKind = (course: Pick<CourseCardView, 'type' | 'dayCount'>) =>
  course.type === 'challenge' ? `${course.dayCount ?? 28}-day challenge` : 'Course'

/**
 * Course and challenge cards. `eagerCovers`: how many covers a page shows on its first screen (a
 * list page: 2 on a phone); those load at once, the rest as they scroll in.
 */
export function CourseCards({ courses, empty, eagerCovers = 0 }: { courses: CourseCardView[]; empty: ReactNode; eagerCovers?: number }) {
  if (courses.length === 0) return typeof empty === 'string' ? <p className="muted">{empty}</p> : empty
  return (
    <ul className="course-grid">
      {courses.map((course, index) => (
        <li key={course.id} className="course-card" data-testid="course-card">
          <CourseCover cover={course.cover} eager={index < eagerCovers} sizes={coverSizes} />
          <div className="course-card__body">
            <p className="chips">
              <span className="chip chip--accent">{courseKind(course)}</span>
              {course.level ? <span className="chip">{course.level}</span> : null}
            </p>
            <h3>
              {/* The link covers the whole card (CSS), so the card is one tap target with one name. */}
              <Link to={`/${course.type}/${course.id}`} prefetch="intent">
                {course.title}
              </Link>
            </h3>
            {course.description ? <p className="course-card__description">{course.description}</p> : null}
            <CardProgress course={course} />
          </div>
        </li>
      ))}
    </ul>
  )
}

function CardProgress({ course }: { course: CourseCardView }) {
  if (course.status === 'completed') {
    return (
      <p className="course-card__progress course-card__progress--done">
        <CheckCircle2 size={20} aria-hidden="true" /> Completed
      </p>
    )
  }
  if (course.status === 'in_progress') {
    return (
      <div className="course-card__progress">
        <ProgressRing value={course.progress} label={`${course.title} progress`} size={40} />
        <span>In progress</span>
      </div>
    )
  }
  return <p className="course-card__progress muted">{course.totalLessons > 0 ? `${course.totalLessons} lessons` : 'New'}</p>
}
