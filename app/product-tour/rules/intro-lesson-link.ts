import { type Id, sameId } from '@schemas/id'
import { defaultIntroLesson } from '@schemas/screens/intro-lesson'

export type LessonRef = { courseId: Id; topicId: Id; lessonId: Id }

const isDefault = (lesson: LessonRef) =>
  sameId(lesson.courseId, defaultIntroLesson.courseId) &&
  sameId(lesson.topicId, defaultIntroLesson.topicId) &&
  sameId(lesson.lessonId, defaultIntroLesson.lessonId)

/**
 * The lesson an IntroLesson screen opens. The screen schema fills in the spec's default (31/72/383)
 * when a screen names none, so a screen still on the default defers to Site settings' intro lesson
 * (the one the lesson page treats as the intro lesson); a screen naming another lesson keeps it.
 */
export function introLessonFor(screenLesson: LessonRef, siteIntroLesson: LessonRef | null | undefined): LessonRef {
  if (!isDefault(screenLesson) || !siteIntroLesson) return screenLesson
  return siteIntroLesson
}

/**
 * The lesson page inside onboarding: `source=onboarding` is what the lesson route reads to send its
 * done button back to `/home?source=product_v3_onboarding&onboarding_step=1`.
 */
export function introLessonHref(lesson: LessonRef): string {
  const part = (id: Id) => encodeURIComponent(String(id))
  return `/course/${part(lesson.courseId)}/topic/${part(lesson.topicId)}/lesson/${part(lesson.lessonId)}?source=onboarding`
}
