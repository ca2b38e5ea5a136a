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

  it('end funnels on purchases and on the end of in-app onboarding only', () => {
    expect(terminalScreenTypes).toEqual(['ProductOnboarding', 'Paywall', 'IntroLessonFinished'])
    expect(typesWhere((traits) => traits.endsOnNext)).toEqual(['ProductOnboarding', 'IntroLessonFinished'])
  })

  it('give the engine its screen kinds as types', () => {
    expectTypeOf<ChoiceScreen['type']>().toEqualTypeOf<'SingleOption' | 'YesNo' | 'IndianFirst'>()
    expectTypeOf<InputScreen['type']>().toEqualTypeOf<'Input' | 'Email'>()
    expectTypeOf<LoaderScreen['type']>().toEqualTypeOf<'Loader' | 'LoaderWithPopups'>()
  })
})
