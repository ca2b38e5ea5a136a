import { describe, expect, it } from 'vitest'
import { joinSections, sectionMarker } from './content'

describe('joinSections', () => {
  it('joins the sections with the marker: Markdown as written, other kinds as fenced JSON', () => {
    const content = joinSections([
      { blockType: 'content', body: '  ## Hello\n\nFirst part.  ' },
      { blockType: 'video', url: 'https://videos.example.com/a.mp4', title: 'Intro' },
      { blockType: 'inline-prompt', prompt: 'Write a {{tone}} post', placeholders: [{ name: 'tone', options: ['warm', 'formal'] }] },
      { blockType: 'tasks', tasks: [7, { id: 8 }] },
    ])
    expect(content.split(`\n${sectionMarker}\n`)).toEqual([
      '## Hello\n\nFirst part.',
      '```video\n{"url":"https://videos.example.com/a.mp4","title":"Intro"}\n```',
      '```inline-prompt\n{"prompt":"Write a {{tone}} post","placeholders":[{"name":"tone","options":["warm","formal"]}]}\n```',
      '```tasks\n{"taskIds":[7,8]}\n```',
    ])
  })

  it('is empty for a lesson without sections', () => {
    expect(joinSections(undefined)).toBe('')
  })
})
