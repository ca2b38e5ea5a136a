import type { CourseCard } from '~/learning/server/course.server'

export function CourseList({ courses }: { courses: CourseCard[] }) {
  if (courses.length === 0) {
    return <p className="empty">No courses are published yet.</p>
  }
  return (
    <ul className="course-grid">
      {courses.map((course) => (
        <li key={course.id} className="course-card" data-testid="course-card">
          <p className="course-kind">
            {course.type === 'challenge' ? `${course.dayCount ?? 28}-day challenge` : 'Course'}
            {course.level ? ` · ${course.level}` : null}
          </p>
          <h3>{course.title}</h3>
          {course.description ? <p>{course.description}</p> : null}
          {course.tags && course.tags.length > 0 ? (
            <ul className="tags" aria-label="Tags">
              {course.tags.map((tag) => (
                <li key={tag}>{tag}</li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
