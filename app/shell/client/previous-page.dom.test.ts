// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { pageBefore, recordPage } from './previous-page'

describe('previous page', () => {
  beforeEach(() => sessionStorage.clear())

  it('knows the page before this one, whether or not this one was recorded yet', () => {
    recordPage('/course/1/topic/2/lesson/3')
    expect(pageBefore('/assistant')).toBe('/course/1/topic/2/lesson/3')
    recordPage('/assistant')
    expect(pageBefore('/assistant')).toBe('/course/1/topic/2/lesson/3')
  })

  it('a reload records nothing new', () => {
    recordPage('/home')
    recordPage('/assistant')
    recordPage('/assistant')
    expect(pageBefore('/assistant')).toBe('/home')
  })

  it('a page loaded whole takes its same-origin referrer as the page before (a tab tapped before the app was ready)', async () => {
    vi.resetModules()
    const fresh = await import('./previous-page')
    fresh.recordPage('/home')
    vi.resetModules()
    const loaded = await import('./previous-page')
    Object.defineProperty(document, 'referrer', { value: `${window.location.origin}/course/1/topic/2/lesson/3`, configurable: true })
    window.history.replaceState(null, '', '/assistant')
    try {
      expect(loaded.pageBefore('/assistant')).toBe('/course/1/topic/2/lesson/3')
      loaded.recordPage('/assistant')
      expect(loaded.pageBefore('/assistant')).toBe('/course/1/topic/2/lesson/3')
    } finally {
      Object.defineProperty(document, 'referrer', { value: '', configurable: true })
    }
  })

  it('ignores a referrer from another site', async () => {
    vi.resetModules()
    ;(await import('./previous-page')).recordPage('/home')
    vi.resetModules()
    const loaded = await import('./previous-page')
    Object.defineProperty(document, 'referrer', { value: 'https://elsewhere.example/course/1/topic/2/lesson/3', configurable: true })
    try {
      expect(loaded.pageBefore('/assistant')).toBe('/home')
    } finally {
      Object.defineProperty(document, 'referrer', { value: '', configurable: true })
    }
  })
})
