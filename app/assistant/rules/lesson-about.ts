import type { StoredMessage } from '@schemas/assistant/chat'
import { safeBackPath } from './back-to-lesson'

/** What the assistant page says of the lesson a chat is about: "About: <title>", and the way back to it. */
export type LessonAbout = { id: string; title: string; href: string }

/** "Ask about this lesson": the assistant with the lesson as context, and the lesson page as the way back. */
export function askAboutLessonHref(lessonId: string | number, lessonPath: string): string {
  const query = new URLSearchParams({ lesson: String(lessonId) })
  const back = safeBackPath(lessonPath)
  if (back) query.set('back', back)
  return `/assistant?${query.toString()}`
}

/** The lesson a chat is about: the one its latest question was asked from, if any. */
export function chatLesson(messages: readonly StoredMessage[]): string | null {
  const question = [...messages].reverse().find((message) => message.role === 'user')
  return question?.lessonId ?? null
}

/**
 * Which chat a visit opens: a named chat (`?chat=`); none for `?prompt=` or `?new`; asked from a
 * lesson, the latest chat only when it is about that same lesson (leaving for the lesson and asking
 * again continues the conversation, another lesson starts a new one); otherwise the latest chat.
 */
export function chatToReopen(
  visit: { named: boolean; prompt: boolean; fresh: boolean; lessonId: string | null },
  latestLesson: string | null,
): 'latest' | 'none' {
  if (visit.named || visit.prompt || visit.fresh) return 'none'
  if (visit.lessonId !== null && latestLesson !== visit.lessonId) return 'none'
  return 'latest'
}
