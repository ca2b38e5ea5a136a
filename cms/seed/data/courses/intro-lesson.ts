/** The default intro lesson of the onboarding funnels (spec: course 31, topic 72, lesson 383). */
export const introLesson = { courseId: 31, topicId: 72, lessonId: 383 } as const
