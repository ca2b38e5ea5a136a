import type { ChatMessage, LessonContext } from '@schemas/ai'
import { parseSection, splitSections } from '~/core/lesson-sections'
import { bestExcerpt, buildIndex, type Hit, plainText } from './retrieval'

/** The text of a lesson's sections a student reads: its prose and its inline prompts (not videos or task lists). */
export function lessonPassageTexts(content: string | null | undefined): string[] {
  return splitSections(content).flatMap((section) => {
    const parsed = parseSection(section)
    const text = parsed.kind === 'content' ? plainText(parsed.markdown) : parsed.kind === 'inline-prompt' ? parsed.prompt : ''
    return text ? [text] : []
  })
}

export const lessonHref = (courseId: string | number, topicId: string | number, lessonId: string | number) =>
  `/course/${courseId}/topic/${topicId}/lesson/${lessonId}`

/** The context a question about a lesson carries: built from the lesson the student opened, in its course and topic. */
export function buildLessonContext(
  lesson: { id: string | number; title: string; content?: string | null },
  where: { courseId: string | number; topicId: string | number },
): LessonContext {
  return {
    id: String(lesson.id),
    title: lesson.title,
    href: lessonHref(where.courseId, where.topicId, lesson.id),
    passages: lessonPassageTexts(lesson.content),
  }
}

/** The lesson as a citation: its passage closest to the question, or its opening when none shares a word. */
export function lessonHit(lesson: LessonContext, question: string): Hit {
  const base = { id: `lesson:${lesson.id}`, kind: 'lesson' as const, title: lesson.title, href: lesson.href, trial: true }
  const passages = lesson.passages.map((text, index) => ({ ...base, id: `${base.id}:${index}`, text, excerpt: '' }))
  const best = buildIndex(passages).search(question, 1)[0]
  if (best) return best
  const opening = lesson.passages[0] ?? ''
  return { ...base, text: opening, excerpt: bestExcerpt(opening, []), score: 0 }
}

/** The lesson first, then the other sources, each once (by address), at most `limit`. */
export function withLessonFirst(lesson: LessonContext, question: string, hits: readonly Hit[], limit = 3): Hit[] {
  return [lessonHit(lesson, question), ...hits.filter((hit) => hit.href !== lesson.href)].slice(0, limit)
}

/** How much of a lesson's text a model is given: enough for a long lesson, short of crowding out the conversation. */
const LESSON_TEXT_LIMIT = 8000

/** The system message that tells a model which lesson the student is on, with its text. */
export function lessonContextMessage(lesson: LessonContext): ChatMessage {
  const text = lesson.passages.join('\n\n')
  const kept = text.length > LESSON_TEXT_LIMIT ? `${text.slice(0, LESSON_TEXT_LIMIT).trimEnd()}…` : text
  return {
    role: 'system',
    content:
      `The student is asking from the lesson “${lesson.title}” (${lesson.href}). Answer about this lesson first, ` +
      `in its words where they help, and cite it as [1].\n\nThe lesson:\n${kept}`,
  }
}
