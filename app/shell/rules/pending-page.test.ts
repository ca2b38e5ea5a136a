import { describe, expect, it } from 'vitest'
import { awaitsAnotherPage } from './pending-page'

const loading = (pathname: string, formMethod: string | null = null) => ({ state: 'loading' as const, pathname, formMethod })

describe('awaitsAnotherPage', () => {
  it('is true while another page of the app loads', () => {
    expect(awaitsAnotherPage(loading('/courses'), '/home')).toBe(true)
  })

  it('is false when nothing loads, on the same page (a query change) and after a form was sent', () => {
    expect(awaitsAnotherPage({ state: 'idle', pathname: null, formMethod: null }, '/home')).toBe(false)
    expect(awaitsAnotherPage(loading('/course/1/topic/2/lesson/3'), '/course/1/topic/2/lesson/3')).toBe(false)
    expect(awaitsAnotherPage(loading('/home', 'POST'), '/course/1')).toBe(false)
    expect(awaitsAnotherPage({ state: 'submitting', pathname: '/home', formMethod: 'POST' }, '/course/1')).toBe(false)
  })
})
