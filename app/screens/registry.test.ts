import { describe, expect, it } from 'vitest'
import { screenTypes } from '@schemas/screens/screen-types'
import { loadedRenderer, loadRenderer, preloadRenderer, rendererTypes } from './registry'

describe('screen registry', () => {
  it('has exactly one renderer per screen type', () => {
    expect([...rendererTypes].sort()).toEqual([...screenTypes].sort())
  })

  it('loads every renderer lazily, as a named component of its own module', async () => {
    for (const type of screenTypes) {
      expect(typeof (await preloadRenderer(type))).toBe('function')
      expect(await loadRenderer(type)).toBe(loadedRenderer(type))
    }
  })
})

describe('loadedRenderer', () => {
  it('hands out a renderer directly once it has been preloaded, so it renders without waiting', async () => {
    const component = await preloadRenderer('Info')
    expect(loadedRenderer('Info')).toBe(component)
  })
})
