import { describe, expect, it } from 'vitest'
import type { Citation } from '@schemas/ai'
import { sourcesToList } from './answer-sources'

const lesson = (href: string, title = 'A lesson'): Citation => ({ kind: 'lesson', title, href, excerpt: '' })

describe('sourcesToList: each source shown once under an answer', () => {
  it('leaves out what the answer already links', () => {
    const text = 'From our lessons and tips:\n\n1. [A lesson](/course/1/topic/2/lesson/3) (lesson) — text'
    expect(sourcesToList(text, [lesson('/course/1/topic/2/lesson/3'), lesson('/ai-tips/4', 'A tip')])).toEqual([
      lesson('/ai-tips/4', 'A tip'),
    ])
  })

  it('lists a page cited by several passages once, and no outside address', () => {
    const cited = [lesson('/course/1/topic/2/lesson/3'), lesson('/course/1/topic/2/lesson/3'), lesson('https://example.com/x')]
    expect(sourcesToList('A model’s answer citing [1].', cited)).toEqual([lesson('/course/1/topic/2/lesson/3')])
  })
})
