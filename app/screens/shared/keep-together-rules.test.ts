import { describe, expect, it } from 'vitest'
import { keepTogether, splitAround } from './keep-together-rules'

const kept = (text: string) =>
  keepTogether(text)
    .filter((piece) => piece.keep)
    .map((piece) => piece.text)

describe('keepTogether', () => {
  it('keeps "4-week" in one piece, so a headline never breaks as "4- / week"', () => {
    expect(keepTogether('Start your 4-week AI Income Growth Challenge')).toEqual([
      { text: 'Start your ', keep: false },
      { text: '4-week', keep: true },
      { text: ' AI Income Growth Challenge', keep: false },
    ])
  })

  it('keeps number ranges whole and lets "/month" wrap on its own', () => {
    expect(keepTogether('$1,600-$2,000/month')).toEqual([
      { text: '$1,600-$2,000', keep: true },
      { text: '/month', keep: false },
    ])
    expect(kept('15–20 minutes, ages 18-24 or 45+')).toEqual(['15–20', '18-24'])
  })

  it('leaves copy without joined words as one breakable piece, and spaced dashes alone', () => {
    expect(keepTogether('Earn more — in 20 minutes a day')).toEqual([{ text: 'Earn more — in 20 minutes a day', keep: false }])
    expect(keepTogether('')).toEqual([])
  })

  it('joins every part of a longer compound', () => {
    expect(kept('a money-back, no-questions-asked promise')).toEqual(['money-back,', 'no-questions-asked'])
  })
})

describe('splitAround', () => {
  it('finds a figure the title states and returns what comes before and after it', () => {
    expect(splitAround('People are making $1,600-$2,000/month in 2 weeks', '$1,600-$2,000/month')).toEqual([
      'People are making ',
      ' in 2 weeks',
    ])
  })

  it('is null when the title does not state the figure verbatim', () => {
    expect(splitAround('More than 690,000 people mastered AI', '690,000+')).toBeNull()
    expect(splitAround('Anything', '')).toBeNull()
  })
})
