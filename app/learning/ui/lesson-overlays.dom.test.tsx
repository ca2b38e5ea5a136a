// @vitest-environment happy-dom
import type { ReactNode } from 'react'
import { act } from 'react'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { LessonList } from './course-overview'
import { MidwayPopup } from './midway-popup'

vi.mock('@remix-run/react', () => ({
  Link: ({ to, children, prefetch: _prefetch, ...rest }: { to: string; children: ReactNode; prefetch?: string }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

const dom = domRootPerTest()
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
const render = dom.render

const lessons = [
  { id: 1, title: 'Done one', number: 1, status: 'completed' as const },
  { id: 2, title: 'Half read', number: 2, status: 'in_progress' as const },
  { id: 3, title: 'New one', number: 3, status: 'none' as const },
]
const link = (name: string) => [...dom.container.querySelectorAll('a')].find((a) => a.textContent === name)!
const dialog = () => dom.container.querySelector('dialog')!
const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  act(() => void element.dispatchEvent(event))
  return event
}
const actions = () => [...dialog().querySelectorAll('.lesson-modal__actions a')].map((a) => [a.textContent, a.getAttribute('href')])

describe('LessonList and the lesson modal', () => {
  it('opens a lesson not started straight away, without the modal', () => {
    render(<LessonList courseId={9} topicId={8} lessons={lessons} />)
    expect(click(link('New one')).defaultPrevented).toBe(false)
    expect(dialog().open).toBe(false)
  })

  it('asks view or restart for a completed lesson', () => {
    render(<LessonList courseId={9} topicId={8} lessons={lessons} />)
    expect(click(link('Done one')).defaultPrevented).toBe(true)
    expect(dialog().open).toBe(true)
    expect(actions()).toEqual([
      ['View', '/course/9/topic/8/lesson/1?page=0'],
      ['Restart', '/course/9/topic/8/lesson/1?page=0&restart=1'],
    ])
  })

  it('continues a lesson in progress at the section last read on this device', () => {
    localStorage.setItem('lesson-page:2', '3')
    render(<LessonList courseId={9} topicId={8} lessons={lessons} />)
    click(link('Half read'))
    expect(actions()).toEqual([
      ['Continue', '/course/9/topic/8/lesson/2?page=3'],
      ['Restart', '/course/9/topic/8/lesson/2?page=0&restart=1'],
    ])
  })

  it('gives focus back to the lesson link when the modal closes', () => {
    render(<LessonList courseId={9} topicId={8} lessons={lessons} />)
    const opener = link('Half read')
    click(opener)
    act(() => dialog().close())
    act(() => void dialog().dispatchEvent(new Event('close')))
    expect(dialog().open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })
})

describe('MidwayPopup', () => {
  it('shows once per lesson visit when the middle is reached, and can be dismissed', () => {
    render(<MidwayPopup lessonId={383} reached={false} />)
    expect(dom.container.textContent).toBe('')
    render(<MidwayPopup lessonId={383} reached />)
    expect(dom.container.textContent).toContain('Halfway there!')
    expect(document.activeElement).not.toBe(dom.container.querySelector('button'))
    click(dom.container.querySelector('button')!)
    expect(dom.container.textContent).toBe('')
    expect(sessionStorage.getItem('intro-midway-shown:383')).toBe('1')
  })

  it('stays hidden when it was already shown in this session', () => {
    sessionStorage.setItem('intro-midway-shown:383', '1')
    render(<MidwayPopup lessonId={383} reached />)
    expect(dom.container.textContent).toBe('')
  })
})
