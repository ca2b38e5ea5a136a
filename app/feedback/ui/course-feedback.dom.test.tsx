// @vitest-environment happy-dom
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CourseFeedback } from './course-feedback'

const location = vi.hoisted(() => ({ pathname: '/course/1' }))
vi.mock('@remix-run/react', () => ({ useLocation: () => location }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let container: HTMLDivElement
let root: Root
const fetchMock = vi.fn()
const onDone = vi.fn()

beforeEach(() => {
  location.pathname = '/course/1'
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  fetchMock.mockReset().mockResolvedValue(new Response(JSON.stringify({ id: 1, status: 'new' }), { status: 201 }))
  vi.stubGlobal('fetch', fetchMock)
  onDone.mockReset()
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

const render = (open = true) =>
  act(() => root.render(<CourseFeedback courseId={7} courseTitle="Prompting 101" open={open} onDone={onDone} />))
const dialog = () => container.querySelector('dialog')!
const step = () => dialog().dataset.step
const click = async (element: Element | null | undefined) => {
  if (!element) throw new Error('nothing to click')
  await act(async () => (element as HTMLElement).click())
}
const button = (text: string) => [...dialog().querySelectorAll('button')].find((item) => item.textContent === text)
const star = (rating: number) => dialog().querySelector<HTMLInputElement>(`input[name="course-rating"][value="${rating}"]`)
const submit = async (text: string) => {
  const form = button(text)!.closest('form')!
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
  })
}

describe('CourseFeedback', () => {
  it('opens at step 0 and goes rating → comment → thanks, sending the feedback once', async () => {
    render()
    expect(dialog().open).toBe(true)
    expect(step()).toBe('0')
    expect(button('Next')!.disabled).toBe(true)
    await click(star(2))
    await submit('Next')
    expect(step()).toBe('1')
    await click(dialog().querySelector('input[name="commentType"][value="suggestion"]'))
    await submit('Send feedback')
    expect(step()).toBe('2')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [path, init] = fetchMock.mock.calls[0]!
    expect(path).toBe('/api/course-feedback')
    expect(JSON.parse(init.body)).toEqual({ courseId: 7, rating: 2, comment: '', commentType: 'suggestion' })
  })

  it('stays on the comment step and shows the refusal when the API refuses', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: { title: 'Not found', message: 'This course was not found.' } }), { status: 404 }),
    )
    render()
    await click(star(5))
    await submit('Next')
    await submit('Send feedback')
    expect(step()).toBe('1')
    expect(dialog().querySelector('[role="alert"]')!.textContent).toBe('This course was not found.')
  })

  it('resets to step 0 when it closes, and tells the caller whether anything was sent', async () => {
    render()
    await click(star(4))
    await submit('Next')
    await act(async () => dialog().close())
    expect(onDone).toHaveBeenLastCalledWith({ sent: false })
    expect(step()).toBe('0')
    expect(star(4)!.checked).toBe(false)

    await act(async () => dialog().showModal())
    await click(star(4))
    await submit('Next')
    await submit('Send feedback')
    await act(async () => dialog().close())
    expect(onDone).toHaveBeenLastCalledWith({ sent: true })
    expect(step()).toBe('0')
  })

  it('resets and closes on a route change', async () => {
    render()
    await click(star(3))
    await submit('Next')
    expect(step()).toBe('1')
    location.pathname = '/certificate/1'
    render()
    expect(step()).toBe('0')
    expect(dialog().open).toBe(false)
  })
})
