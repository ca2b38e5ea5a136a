import type { Course, CourseEnrolment, LessonEnrolment, TaskEnrolment, TopicEnrolment } from '@cms/payload-types'
import { relationId } from '@schemas/id'

/** Ids go out as the database gives them: numbers on SQLite and PostgreSQL, ObjectId strings on MongoDB. */
const idOf = relationId

/** Enrolments as the apps read them (spec §3 field names). */
export function enrolmentView(
  kind: 'course' | 'topic' | 'lesson' | 'task',
  doc: CourseEnrolment | TopicEnrolment | LessonEnrolment | TaskEnrolment,
) {
  const base = {
    id: doc.id,
    student_id: idOf(doc.student),
    status: doc.status,
    started_at: doc.startedAt ?? null,
    updated_at: doc.updatedAt,
    completed_at: doc.completedAt ?? null,
  }
  switch (kind) {
    case 'course':
      return { ...base, course_id: idOf((doc as CourseEnrolment).course), progress: (doc as CourseEnrolment).progress ?? 0 }
    case 'topic':
      return {
        ...base,
        topic_id: idOf((doc as TopicEnrolment).topic),
        course_id: idOf((doc as TopicEnrolment).course),
        progress: (doc as TopicEnrolment).progress ?? 0,
      }
    case 'lesson':
      return { ...base, lesson_id: idOf((doc as LessonEnrolment).lesson), topic_id: idOf((doc as LessonEnrolment).topic) }
    case 'task':
      return {
        ...base,
        task_id: idOf((doc as TaskEnrolment).task),
        lesson_id: idOf((doc as TaskEnrolment).lesson),
        answer: (doc as TaskEnrolment).answer ?? null,
      }
  }
}

/** A course as lists, heroes and lesson pages show it. */
export function courseSummary(course: Course) {
  return {
    id: course.id,
    title: course.title,
    type: course.type,
    level: course.level ?? null,
    description: course.description ?? null,
    dayCount: course.dayCount ?? null,
    totalLessons: course.totalLessons ?? 0,
    totalTopics: course.totalTopics ?? 0,
    tags: course.tags ?? [],
    createdAt: course.createdAt,
  }
}
