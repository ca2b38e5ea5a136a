import { describe, expect, it } from 'vitest'
import { answerParagraphs, inlinePieces } from './answer-text'

describe('answer text', () => {
  it('splits paragraphs on blank lines', () => {
    expect(answerParagraphs('One.\n\nTwo\nlines.\n\n\n').map((pieces) => pieces.map((piece) => piece.text).join(''))).toEqual([
      'One.',
      'Two\nlines.',
    ])
  })

  it('makes bold words and links to the site’s own pages', () => {
    expect(inlinePieces('1. **Good prompts** — text\n   [Open the lesson](/course/1/topic/2/lesson/3)')).toEqual([
      { kind: 'text', text: '1. ' },
      { kind: 'bold', text: 'Good prompts' },
      { kind: 'text', text: ' — text\n   ' },
      { kind: 'link', text: 'Open the lesson', href: '/course/1/topic/2/lesson/3' },
    ])
  })

  it('leaves outside and script links as plain text', () => {
    for (const href of ['https://evil.example', '//evil.example/x', 'javascript:alert`1`', '/\\evil.example']) {
      expect(inlinePieces(`[click](${href})`)).toEqual([{ kind: 'text', text: `[click](${href})` }])
    }
  })
})
