import { describe, expect, it } from 'vitest'
import { buildLessonContext, lessonContextMessage, lessonHit, lessonPassageTexts, withLessonFirst } from './lesson-context'
import type { Hit } from './retrieval'

const marker = '[========]'
const content = [
  '## Why context matters\n\nA prompt with **context** tells the AI who the post is for and what makes your shop different.',
  '```video\n{"url":"https://videos.example.com/a.mp4","title":"Watch"}\n```',
  '```inline-prompt\n{"prompt":"Write an Instagram caption for [business]","placeholders":[]}\n```',
  '```tasks\n{"taskIds":[4]}\n```',
  'Hashtags help local customers find your posts.',
].join(`\n${marker}\n`)

const lesson = buildLessonContext({ id: 31, title: 'Prompts for social media', content }, { courseId: 1, topicId: 2 })

const hit = (href: string, title: string): Hit => ({
  id: href,
  kind: 'lesson',
  title,
  href,
  text: title,
  trial: true,
  excerpt: title,
  score: 1,
})

describe('the lesson a question is about', () => {
  it('keeps the text a student reads: prose as plain sentences and inline prompts, not videos or task lists', () => {
    expect(lessonPassageTexts(content)).toEqual([
      'Why context matters.\n\nA prompt with context tells the AI who the post is for and what makes your shop different.',
      'Write an Instagram caption for [business]',
      'Hashtags help local customers find your posts.',
    ])
  })

  it('names the lesson by its id as a string, its title and its address in its course and topic', () => {
    expect(lesson).toMatchObject({ id: '31', title: 'Prompts for social media', href: '/course/1/topic/2/lesson/31' })
    expect(lesson.passages).toHaveLength(3)
  })

  it('cites the lesson with its passage closest to the question, or its opening when none matches', () => {
    expect(lessonHit(lesson, 'which hashtags should I use?').excerpt).toBe('Hashtags help local customers find your posts.')
    const none = lessonHit(lesson, 'zzzz')
    expect(none.href).toBe('/course/1/topic/2/lesson/31')
    expect(none.excerpt).toMatch(/^Why context matters\./)
  })

  it('puts the lesson first and every source once, at most three', () => {
    const others = [hit('/course/1/topic/2/lesson/31', 'Prompts for social media'), hit('/a', 'A'), hit('/b', 'B'), hit('/c', 'C')]
    const hits = withLessonFirst(lesson, 'hashtags', others)
    expect(hits.map((found) => found.href)).toEqual(['/course/1/topic/2/lesson/31', '/a', '/b'])
  })

  it('tells a model which lesson the student is on, with its text', () => {
    const message = lessonContextMessage(lesson)
    expect(message.role).toBe('system')
    expect(message.content).toContain('“Prompts for social media” (/course/1/topic/2/lesson/31)')
    expect(message.content).toContain('Hashtags help local customers find your posts.')
  })

  it('cuts a very long lesson short for the model', () => {
    const long = buildLessonContext({ id: 1, title: 'Long', content: 'word '.repeat(5000) }, { courseId: 1, topicId: 1 })
    expect(lessonContextMessage(long).content.length).toBeLessThan(8300)
  })
})
