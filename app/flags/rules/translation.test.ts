// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { domGuardScript, translationMarks } from './translation'

describe('translationMarks (google_translate_disabled)', () => {
  it.each([
    ['disable-all', { page: 'no', noTranslateMeta: true, domGuard: false }],
    ['enable-lessons', { page: 'no', noTranslateMeta: false, lessons: 'yes', domGuard: true }],
    ['no-fixes', { noTranslateMeta: false, domGuard: false }],
    ['off', { noTranslateMeta: false, domGuard: true }],
  ] as const)('%s', (value, expected) => {
    expect(translationMarks(value)).toEqual(expected)
  })
})

describe('the DOM guard', () => {
  it('lets React remove or insert around a node a translator has moved, instead of throwing', () => {
    const parent = document.createElement('p')
    const text = document.createTextNode('Hello')
    parent.append(text)
    // What a translator does: the text now lives in its own wrapper.
    const wrapper = document.createElement('font')
    parent.replaceChild(wrapper, text)
    wrapper.append(text)
    expect(() => parent.removeChild(text)).toThrow()

    new Function(domGuardScript)()
    expect(parent.removeChild(text)).toBe(text)
    const added = document.createElement('b')
    expect(parent.insertBefore(added, text)).toBe(added)
    // Its own children still come and go as before.
    parent.insertBefore(added, wrapper)
    expect(parent.firstChild).toBe(added)
    expect(parent.removeChild(added)).toBe(added)
    expect(parent.contains(added)).toBe(false)
  })
})
