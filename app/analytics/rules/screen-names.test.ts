import { describe, expect, it } from 'vitest'
import { screenNameOf } from './screen-names'

describe('screenNameOf', () => {
  const now = new Date('2026-11-26T12:00:00Z')

  it('names a screen by its title, with its type in words and its place counted from 1', () => {
    expect(screenNameOf({ id: 'screen1', type: 'SingleOption', title: 'What is your age?' }, 1, now)).toEqual({
      screenId: 'screen1',
      title: 'What is your age?',
      type: 'Single choice',
      position: 2,
    })
  })

  it('reads a title’s tokens as what they stand for, never as raw {{…}} or “…”', () => {
    expect(screenNameOf({ id: 's', type: 'Info', title: 'Earn $100K in {{year}}, {{name}}' }, 0, now).title).toBe(
      'Earn $100K in 2026, visitor’s name',
    )
    expect(screenNameOf({ id: 's', type: 'Info', title: 'Over {{fact:learners}} learners' }, 0, now).title).toBe('Over 500,000 learners')
    const screens = [
      { id: 'screen11', type: 'SingleOption', title: 'What is your <b>goal</b>?' },
      { id: 'screen12', type: 'Info', title: '{{answer:screen11.title}}' },
    ]
    expect(screenNameOf(screens[1]!, 1, now, screens).title).toBe('answer to “What is your goal?”')
  })

  it('falls back to the type where a screen has no title', () => {
    expect(screenNameOf({ id: 's', type: 'Paywall' }, 4, now).title).toBe('Paywall')
  })

  it('names types as the studio does, never by their code names', () => {
    expect(screenNameOf({ id: 's', type: 'IndianFirst' }, 0, now)).toMatchObject({ title: 'Opening question', type: 'Opening question' })
    expect(screenNameOf({ id: 's', type: 'LoaderWithPopups', title: 'Wait' }, 0, now).type).toBe('Loader with reviews')
  })
})
