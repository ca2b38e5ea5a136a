import { describe, expect, it } from 'vitest'
import { screenSchema } from '@schemas/screens'
import { screenTypes } from '@schemas/screens/screen-types'
import { parseFunnel } from '@schemas/funnel/parse'
import { freeScreenId, screenTemplate } from './screen-templates'

describe('screen templates', () => {
  it.each(screenTypes)('%s starts from a screen its schema accepts', (type) => {
    const result = screenSchema.safeParse(screenTemplate(type, { id: 'fresh', earlierQuestionId: 'goal' }))
    expect(result.error?.issues ?? []).toEqual([])
  })

  it('adds to a funnel without breaking it', () => {
    const goal = screenTemplate('SingleOption', { id: 'goal' })
    const recap = screenTemplate('Dependent', { id: 'recap', earlierQuestionId: 'goal' })
    const paywall = screenTemplate('Paywall', { id: 'paywall' })
    const funnel = { schemaVersion: 1, id: 'f', version: 1, title: 'F', description: 'D', settings: { paywall: { planSet: 'p' } } }
    expect(parseFunnel({ ...funnel, screens: [goal, recap, paywall] })).toMatchObject({ success: true })
  })

  it('names a new screen with the first free number', () => {
    expect(freeScreenId(['screen0', 'screen1', 'x'])).toBe('screen3')
    expect(freeScreenId(['screen3', 'screen4'])).toBe('screen2')
  })
})
