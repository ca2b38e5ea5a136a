import { describe, expect, it } from 'vitest'
import { choiceHref, lessonChoices, needsLessonModal, parseSavedPage } from './lesson-modal'

describe('lesson modal choices', () => {
  it('offers start for a lesson not started, and opens it without a modal', () => {
    expect(lessonChoices('none')).toEqual(['start'])
    expect(needsLessonModal('none')).toBe(false)
  })
  it('offers continue or restart for a lesson in progress', () => {
    expect(lessonChoices('in_progress')).toEqual(['continue', 'restart'])
    expect(needsLessonModal('in_progress')).toBe(true)
  })
  it('offers view or restart for a completed lesson', () => {
    expect(lessonChoices('completed')).toEqual(['view', 'restart'])
    expect(needsLessonModal('completed')).toBe(true)
  })
})

describe('choiceHref', () => {
  const href = '/course/1/topic/2/lesson/3'
  it('continues at the saved section, or at the lesson when none is saved', () => {
    expect(choiceHref(href, 'continue', 2)).toBe(`${href}?page=2`)
    expect(choiceHref(href, 'continue', 0)).toBe(href)
    expect(choiceHref(href, 'continue', null)).toBe(href)
  })
  it('views from section 0 and restarts from section 0 with the restart marker', () => {
    expect(choiceHref(href, 'view', 4)).toBe(`${href}?page=0`)
    expect(choiceHref(href, 'restart', 4)).toBe(`${href}?page=0&restart=1`)
    expect(choiceHref(href, 'start', 4)).toBe(href)
  })
  it('reads only whole non-negative saved pages', () => {
    expect(parseSavedPage('3')).toBe(3)
    expect(parseSavedPage(null)).toBeNull()
    expect(parseSavedPage('-1')).toBeNull()
    expect(parseSavedPage('x')).toBeNull()
    expect(parseSavedPage('1.5')).toBeNull()
  })
})
