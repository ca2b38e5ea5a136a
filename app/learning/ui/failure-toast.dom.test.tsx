// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { Toaster } from '~/ui/toast'
import { FailureToast } from './failure-toast'

const dom = domRootPerTest()
afterEach(() => vi.useRealTimers())

type Call = { state: string; data: unknown }
const page = (call: Call) => (
  <Toaster>
    <FailureToast fetcher={call} />
  </Toaster>
)
const toasts = () => [...dom.container.querySelectorAll('[role="alert"]')].map((toast) => toast.textContent)

describe('FailureToast (spec §8: a refused call toasts the server’s error, unless its title is null)', () => {
  it('shows the server’s message once the call settles, and hides it after 20 s', () => {
    vi.useFakeTimers()
    const refusal = { problem: { status: 409, title: 'A new daily task', message: 'Today’s task has changed.' } }
    dom.render(page({ state: 'submitting', data: undefined }))
    expect(toasts()).toEqual([])
    dom.render(page({ state: 'idle', data: refusal }))
    expect(toasts()).toEqual(['Today’s task has changed.Dismiss'])
    act(() => void vi.advanceTimersByTime(19_999))
    expect(toasts()).toHaveLength(1)
    act(() => void vi.advanceTimersByTime(1))
    expect(toasts()).toEqual([])
  })

  it('shows nothing for a refusal whose title is null', () => {
    dom.render(page({ state: 'submitting', data: undefined }))
    dom.render(page({ state: 'idle', data: { problem: { status: 400, title: null, message: 'Quiet failure' } } }))
    expect(toasts()).toEqual([])
    expect(dom.container.textContent).not.toContain('Quiet failure')
  })

  it('shows nothing for an answer that is not a refusal', () => {
    dom.render(page({ state: 'idle', data: { intent: 'submit', completed: false } }))
    expect(toasts()).toEqual([])
  })
})
