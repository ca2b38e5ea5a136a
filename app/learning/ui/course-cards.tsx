import type { ReactNode } from 'react'
import { Link } from '@remix-run/react'
import type { CourseCardView } from '~/learning/server/home.server'

export function CourseCards({ courses, empty }: { courses: CourseCardView[]; empty: ReactNode }) {
  if (courses.length === 0) return typeof empty === 'string' ? <p className="muted">{empty}</p> : empty
  return (
    <ul className="course-grid">
      {courses.map((course) => (
        <li key={course.id} className="course-card">
          <p className="course-kind">
            {course.type === 'challenge' ? `${course.dayCount ?? 28}-day challenge` : 'Course'}
            {course.level ? ` · ${course.level}` : null}
          </p>
          <h3>
            <Link to={`/${course.type}/${course.id}`}>{course.title}</Link>
          </h3>
          {course.description ? <p>{course.description}</p> : null}
          {course.status !== 'none' ? <p>{course.status === 'completed' ? 'Completed' : `${course.progress}% complete`}</p> : null}
        </li>
      ))}
    </ul>
  )
}
