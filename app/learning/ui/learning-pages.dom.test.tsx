// @vitest-environment happy-dom
import type { ReactNode } from 'react'

import { domRootPerTest } from '../../../tests/support/dom-root'
import { describe, expect, it, vi } from 'vitest'
import type { CourseCardView } from '~/learning/server/home.server'
import { CourseCards } from './course-cards'
import { LessonCompleteMoment, type LessonCompleteMomentProps } from './lesson-complete-moment'
import { ProgressRing, ringPercent } from './progress-ring'

vi.mock('@remix-run/react', () => ({
  Link: ({ to, children, prefetch: _prefetch, ...rest }: { to: string; children: ReactNode; prefetch?: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

const dom = domRootPerTest()
const render = dom.render

describe('ProgressRing', () => {
  it('is a named progressbar whose value, text value and visible label agree', () => {
    render(<ProgressRing value={42.9} label="Course progress" />)
    const bar = dom.container.querySelector('[role="progressbar"]')!
    expect(bar.getAttribute('aria-label')).toBe('Course progress')
    expect(bar.getAttribute('aria-valuenow')).toBe('42')
    expect(bar.getAttribute('aria-valuemin')).toBe('0')
    expect(bar.getAttribute('aria-valuemax')).toBe('100')
    expect(bar.getAttribute('aria-valuetext')).toBe('42% complete')
    expect(bar.textContent).toBe('42%')
    expect(bar.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true')
  })

  it('draws the arc in proportion: none at 0, all of it at 100', () => {
    const offset = (value: number) => {
      render(<ProgressRing value={value} label="p" size={48} />)
      const arc = dom.container.querySelector('.progress-ring__value')!
      return Number(arc.getAttribute('stroke-dashoffset')) / Number(arc.getAttribute('stroke-dasharray'))
    }
    expect(offset(0)).toBeCloseTo(1)
    expect(offset(25)).toBeCloseTo(0.75)
    expect(offset(100)).toBeCloseTo(0)
  })

  it('keeps out-of-range and broken values inside 0–100', () => {
    expect([ringPercent(-5), ringPercent(140), ringPercent(Number.NaN), ringPercent(99.9)]).toEqual([0, 100, 0, 99])
  })
})

const moment = (overrides: Partial<LessonCompleteMomentProps> = {}) => (
  <LessonCompleteMoment
    lessonTitle="Prompts that work"
    progress={40}
    streak={3}
    streakChanged
    next={{ href: '/course/1/topic/2/lesson/4', title: 'Give the model a role' }}
    doneHref="/course/1"
    {...overrides}
  />
)

describe('LessonCompleteMoment', () => {
  it('celebrates, shows the streak with today’s +1, the course progress and the next lesson first', () => {
    render(moment())
    expect(dom.container.querySelector('h2')!.textContent).toBe('Lesson complete!')
    expect(dom.container.querySelector('[data-testid="complete-streak"]')!.textContent).toBe('3 days streak+1 today')
    expect(dom.container.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('40')
    const links = [...dom.container.querySelectorAll('a')]
    expect(links.map((link) => [link.textContent, link.getAttribute('href'), link.className])).toEqual([
      ['Next lesson: Give the model a role', '/course/1/topic/2/lesson/4', 'ui-button ui-button--primary complete-moment__next'],
      ['Done', '/course/1', 'ui-button ui-button--secondary'],
    ])
  })

  it('moves focus to its heading, since the button that completed the lesson is gone', () => {
    render(moment())
    expect(document.activeElement).toBe(dom.container.querySelector('h2'))
  })

  it('leaves out +1 when the streak was already counted today, and makes Done the main action without a next lesson', () => {
    render(moment({ streak: 1, streakChanged: false, next: null }))
    expect(dom.container.querySelector('[data-testid="complete-streak"]')!.textContent).toBe('1 day streak')
    const links = [...dom.container.querySelectorAll('a')]
    expect(links.map((link) => [link.textContent, link.className])).toEqual([['Done', 'ui-button ui-button--primary']])
  })

  it('keeps the celebration out of the accessibility tree', () => {
    render(moment())
    expect(dom.container.querySelector('.complete-moment__burst')!.getAttribute('aria-hidden')).toBe('true')
  })
})

const card = (overrides: Partial<CourseCardView>): CourseCardView => ({
  id: 1,
  title: 'ChatGPT Essentials',
  type: 'course',
  level: 'Beginner',
  description: 'Talk to ChatGPT like a pro.',
  dayCount: null,
  totalLessons: 12,
  totalTopics: 3,
  tags: [],
  createdAt: '2026-01-01T00:00:00Z',
  progress: 0,
  status: 'none',
  cover: { src: '/cms/api/media/file/a.webp', srcSet: null, width: 1200, height: 675, alt: 'Cover' },
  ...overrides,
})

describe('CourseCards', () => {
  it('sizes every cover, loads the first screen at once and the rest lazily', () => {
    render(<CourseCards courses={[card({ id: 1 }), card({ id: 2 }), card({ id: 3 })]} empty="none" eagerCovers={2} />)
    const images = [...dom.container.querySelectorAll('img')]
    expect(images.map((img) => [img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')])).toEqual([
      ['1200', '675', 'eager'],
      ['1200', '675', 'eager'],
      ['1200', '675', 'lazy'],
    ])
    expect(images.every((img) => img.getAttribute('alt') === '')).toBe(true)
  })

  it('shows the level, and progress as a ring only once started', () => {
    render(
      <CourseCards
        courses={[
          card({ id: 1 }),
          card({ id: 2, status: 'in_progress', progress: 33 }),
          card({ id: 3, status: 'completed', progress: 100, cover: null }),
        ]}
        empty="none"
      />,
    )
    const cards = [...dom.container.querySelectorAll('li.course-card')]
    expect(cards[0]!.textContent).toContain('Beginner')
    expect(cards[0]!.querySelector('[role="progressbar"]')).toBeNull()
    expect(cards[0]!.textContent).toContain('12 lessons')
    expect(cards[1]!.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('33')
    expect(cards[1]!.querySelector('[role="progressbar"]')!.getAttribute('aria-label')).toBe('ChatGPT Essentials progress')
    expect(cards[2]!.textContent).toContain('Completed')
    expect(cards[2]!.querySelector('img')).toBeNull()
    expect(cards[2]!.querySelector('.course-cover--empty')).not.toBeNull()
  })
})
