import { describe, expect, it } from 'vitest'
import { assistantChatBody, assistantPageQuery } from '@schemas/assistant'
import type { StoredMessage } from '@schemas/assistant/chat'
import { askAboutLessonHref, chatLesson, chatToReopen } from './lesson-about'

const question = (lessonId?: string): StoredMessage => ({
  role: 'user',
  content: 'Q',
  sentAt: '2026-12-07T10:00:00Z',
  ...(lessonId ? { lessonId } : {}),
})
const answer: StoredMessage = { role: 'assistant', content: 'A', sentAt: '2026-12-07T10:00:01Z' }
const visit = { named: false, prompt: false, fresh: false, lessonId: null }

describe('the assistant URL and body with a lesson', () => {
  it('takes a lesson id, or none', () => {
    expect(assistantPageQuery.parse({ lesson: '31' })).toEqual({ lesson: '31' })
    expect(assistantPageQuery.parse({})).toEqual({})
  })

  it('refuses anything that cannot be a lesson id, saying what to do', () => {
    for (const lesson of ['', '31;DROP', '../1', 'a'.repeat(65), '1 2']) {
      const parsed = assistantPageQuery.safeParse({ lesson })
      expect(parsed.success, lesson).toBe(false)
      expect(parsed.error?.issues[0]?.message).toMatch(/Ask about this lesson/)
    }
  })

  it('carries the lesson of a question, a number as its string', () => {
    expect(assistantChatBody.parse({ message: 'Hi', lessonId: 31 }).lessonId).toBe('31')
    expect(assistantChatBody.parse({ message: 'Hi' }).lessonId).toBeUndefined()
    expect(assistantChatBody.safeParse({ message: 'Hi', lessonId: '<x>' }).success).toBe(false)
  })
})

describe('Ask about this lesson', () => {
  it('opens the assistant with the lesson and the way back to it', () => {
    const href = askAboutLessonHref(31, '/course/1/topic/2/lesson/31')
    const url = new URL(href, 'https://site.invalid')
    expect(url.pathname).toBe('/assistant')
    expect(url.searchParams.get('lesson')).toBe('31')
    expect(url.searchParams.get('back')).toBe('/course/1/topic/2/lesson/31')
  })

  it('drops a way back that is not one of our lesson pages', () => {
    expect(askAboutLessonHref('7', 'https://evil.example/course/1')).toBe('/assistant?lesson=7')
  })
})

describe('which chat a visit reopens', () => {
  it('knows a chat by the lesson of its latest question', () => {
    expect(chatLesson([question('31'), answer])).toBe('31')
    expect(chatLesson([question('31'), answer, question(), answer])).toBeNull()
    expect(chatLesson([])).toBeNull()
  })

  it('reopens the latest chat on a plain visit (back from a lesson by the tab bar)', () => {
    expect(chatToReopen(visit, null)).toBe('latest')
    expect(chatToReopen(visit, '31')).toBe('latest')
  })

  it('asked from a lesson, continues the chat about that lesson and starts afresh for another', () => {
    expect(chatToReopen({ ...visit, lessonId: '31' }, '31')).toBe('latest')
    expect(chatToReopen({ ...visit, lessonId: '31' }, '32')).toBe('none')
    expect(chatToReopen({ ...visit, lessonId: '31' }, null)).toBe('none')
  })

  it('opens no latest chat for a named chat, a prefilled prompt or New chat', () => {
    expect(chatToReopen({ ...visit, named: true }, null)).toBe('none')
    expect(chatToReopen({ ...visit, prompt: true }, null)).toBe('none')
    expect(chatToReopen({ ...visit, fresh: true, lessonId: '31' }, '31')).toBe('none')
  })
})
