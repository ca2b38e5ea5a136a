// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LessonFeedback } from './lesson-feedback'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
const fetchMock = vi.fn()

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  fetchMock.mockReset().mockResolvedValue(new Response(JSON.stringify({ id: 1, status: 'new' }), { status: 201 }))
  vi.stubGlobal('fetch', fetchMock)
  act(() => root.render(<LessonFeedback about={{ courseId: 1, topicId: 2, lessonId: 3 }} />))
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

const input = (name: string, value: string | number) => container.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)
const click = (element: HTMLElement | null) => act(async () => element!.click())
const types = () => container.querySelectorAll('input[name="lesson-feedback-type"]').length
const send = () =>
  act(async () => {
    container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })

describe('LessonFeedback', () => {
  it('asks what could be better only below 4, and a rating of 4 or more sends no feedback type', async () => {
    expect(types()).toBe(0)
    await click(input('lesson-rating', 2))
    expect(types()).toBe(6)
    await click(input('lesson-feedback-type', 'too-hard'))
    await click(input('lesson-rating', 5))
    expect(types()).toBe(0)
    await send()
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/lesson-feedback')
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ courseId: 1, topicId: 2, lessonId: 3, rating: 5, comment: '' })
    expect(container.querySelector('[role="status"]')!.textContent).toBe('Thanks for rating this lesson!')
  })

  it('sends the chosen type with a low rating, and says why when the API refuses', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { title: 'Not in your trial', message: 'This part opens with a subscription.' } }), {
        status: 403,
      }),
    )
    await click(input('lesson-rating', 3))
    await click(input('lesson-feedback-type', 'unclear'))
    await send()
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toMatchObject({ rating: 3, feedbackType: 'unclear' })
    expect(container.querySelector('[role="alert"]')!.textContent).toBe('This part opens with a subscription.')
  })

  it('sends nothing before a rating is chosen', async () => {
    await send()
    expect(fetchMock).not.toHaveBeenCalled()
    expect(container.querySelector<HTMLButtonElement>('button[type="submit"]')!.disabled).toBe(true)
  })
})
