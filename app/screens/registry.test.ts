import { describe, expect, it } from 'vitest'
import { screenTypes } from '../../schemas/screens/screen-types'
import { loadedRenderer, preloadRenderer, screenRenderers } from './registry'

describe('screen registry', () => {
  it('has exactly one renderer per screen type', () => {
    expect(Object.keys(screenRenderers).sort()).toEqual([...screenTypes].sort())
  })

  it('loads every renderer lazily, as a named component of its own module', async () => {
    for (const type of screenTypes) {
      expect(typeof screenRenderers[type]).toBe('object') // a React.lazy wrapper, not the component
      expect(typeof (await preloadRenderer(type))).toBe('function')
    }
  })
})

describe('loadedRenderer', () => {
  it('hands out a renderer directly once it has been preloaded, so it renders without suspending', async () => {
    const component = await preloadRenderer('Info')
    expect(loadedRenderer('Info')).toBe(component)
  })
})
