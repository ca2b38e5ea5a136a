import { describe, expect, it } from 'vitest'
import { introLessonFor, introLessonHref, type LessonRef } from './intro-lesson-link'
import { isProductTourLessonPage } from './product-tour'

const spec: LessonRef = { courseId: 31, topicId: 72, lessonId: 383 }
const site: LessonRef = { courseId: '7', topicId: '8', lessonId: '9' }
const named: LessonRef = { courseId: 40, topicId: 41, lessonId: 42 }

describe('introLessonFor', () => {
  it.each<[string, LessonRef, LessonRef | null, LessonRef]>([
    ['the spec default without Site settings', spec, null, spec],
    ['Site settings when the screen is on the default', spec, site, site],
    ['the default given as strings still defers to Site settings', { courseId: '31', topicId: '72', lessonId: '383' }, site, site],
    ['the screen’s own lesson over Site settings', named, site, named],
    ['the screen’s own lesson without Site settings', named, null, named],
  ])('%s', (_name, screenLesson, siteLesson, expected) => {
    expect(introLessonFor(screenLesson, siteLesson)).toEqual(expected)
  })
})

describe('introLessonHref', () => {
  it('opens the lesson page inside onboarding', () => {
    expect(introLessonHref(spec)).toBe('/course/31/topic/72/lesson/383?source=onboarding')
  })
  it('is a page the opening rules recognise as an onboarding lesson page', () => {
    expect(isProductTourLessonPage(new URL(introLessonHref(site), 'https://example.test'))).toBe(true)
  })
})
