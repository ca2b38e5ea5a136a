// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
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
})
