import { describe, expect, it } from 'vitest'
import { draftBody, draftFields, previewQuery } from './content-preview'

describe('the content preview’s input', () => {
  it('keeps the lesson sections a student would get and leaves out a block still being filled in', () => {
    const typed = draftFields.lessons.parse({
      title: 'Prompts that work',
      sections: [
        { blockType: 'content', body: 'Hello', id: 'a1' },
        { blockType: 'video', title: 'No address yet' },
        { blockType: 'tasks', tasks: [7, { id: 8 }] },
        { blockType: 'unknown' },
      ],
    })
    expect(typed).toEqual({
      title: 'Prompts that work',
      sections: [
        { blockType: 'content', body: 'Hello' },
        { blockType: 'tasks', tasks: ['7', '8'] },
      ],
    })
  })

  it('leaves a field that does not fit yet as saved (undefined) instead of refusing the whole form', () => {
    expect(draftFields.courses.parse({ title: 42, type: 'webinar', image: { id: 3 } })).toEqual({ image: '3' })
    expect(draftFields.tips.parse({})).toEqual({})
  })

  it('asks for one of the four collections and an id, nothing else', () => {
    expect(previewQuery.safeParse({ collection: 'tips', id: '12' }).success).toBe(true)
    expect(previewQuery.safeParse({ collection: 'users', id: '1' }).success).toBe(false)
    expect(previewQuery.safeParse({ collection: 'tips', id: '../1' }).success).toBe(false)
    expect(draftBody.safeParse({ collection: 'tips', id: '12' }).success).toBe(false)
  })
})
