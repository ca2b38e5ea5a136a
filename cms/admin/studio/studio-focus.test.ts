import { describe, expect, it } from 'vitest'
import { focusCandidates, screenIndexOf } from './studio-focus'

describe('going to a problem’s field', () => {
  it('tries the field, then each thing that holds it, up to its screen', () => {
    expect(focusCandidates('screens[2].options[0].value')).toEqual([
      'screens[2].options[0].value',
      'screens[2].options[0]',
      'screens[2].options',
      'screens[2]',
    ])
    expect(focusCandidates('settings.paywall.planSet')).toEqual(['settings.paywall.planSet', 'settings.paywall', 'settings'])
    expect(focusCandidates('title')).toEqual(['title'])
  })

  it('knows the screen a path is on', () => {
    expect(screenIndexOf('screens[12].title')).toBe(12)
    expect(screenIndexOf('screens[0]')).toBe(0)
    expect(screenIndexOf('settings.paywall')).toBeUndefined()
    expect(screenIndexOf('id')).toBeUndefined()
  })
})
