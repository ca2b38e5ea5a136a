import { describe, expect, expectTypeOf, it } from 'vitest'
import type { ChoiceScreen, InputScreen, LoaderScreen } from '@engine/funnel-screens'
import { screenSchema } from './index'
import { screenTraits, typesWhere } from './screen-traits'
import { screenTypes, terminalScreenTypes } from './screen-types'

const shapeOf = (type: string) => {
  const schema = screenSchema.options.find((option) => option.shape.type.value === type)
  if (!schema) throw new Error(`no schema for ${type}`)
  return schema.shape as Record<string, unknown>
}

describe('screen traits', () => {
  it('describe every screen type, in the order of the type list', () => {
    expect(Object.keys(screenTraits)).toEqual([...screenTypes])
  })

  it('agree with the screens’ schemas: option answers have options, loaders a loading time', () => {
    for (const type of screenTypes) {
      const { answer, loader } = screenTraits[type]
      const shape = shapeOf(type)
      expect('options' in shape, `${type} options`).toBe(answer === 'option' || answer === 'options')
      expect('loadingTime' in shape, `${type} loadingTime`).toBe(loader)
    }
  })

  it('end funnels on purchases, on the end of in-app onboarding and on a cancellation flow’s save offer only', () => {
    expect(terminalScreenTypes).toEqual(['ProductOnboarding', 'Paywall', 'IntroLessonFinished', 'SaveOffer'])
    expect(typesWhere((traits) => traits.endsOnNext)).toEqual(['ProductOnboarding', 'IntroLessonFinished', 'SaveOffer'])
    // A save offer ends its path whatever follows it in the list: the flow's offers stand side by side.
    expect(typesWhere((traits) => traits.final)).toEqual(['SaveOffer'])
  })

  it('give the engine its screen kinds as types', () => {
    expectTypeOf<ChoiceScreen['type']>().toEqualTypeOf<'SingleOption' | 'YesNo' | 'IndianFirst'>()
    expectTypeOf<InputScreen['type']>().toEqualTypeOf<'Input' | 'Email'>()
    expectTypeOf<LoaderScreen['type']>().toEqualTypeOf<'Loader' | 'LoaderWithPopups'>()
  })
})
