// @vitest-environment happy-dom
import { act } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AfterArrival, ArrivedByTapContext } from './after-arrival'

const dom = domRootPerTest()
beforeEach(() => vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

const screen = (byTap: boolean) => (
  <ArrivedByTapContext.Provider value={byTap}>
    <h1>Choose your plan</h1>
    <AfterArrival>
      <h2>Frequently asked questions</h2>
    </AfterArrival>
  </ArrivedByTapContext.Provider>
)

describe('AfterArrival', () => {
  it('is part of the server-rendered page', () => {
    expect(renderToStaticMarkup(screen(false))).toContain('Frequently asked questions')
  })

  it('renders at once on the screen the page opened with', () => {
    dom.render(screen(false))
    expect(dom.container.textContent).toContain('Frequently asked questions')
  })

  it('waits for the paint after a tap, then renders', async () => {
    dom.render(screen(true))
    expect(dom.container.textContent).toContain('Choose your plan')
    expect(dom.container.textContent).not.toContain('Frequently asked questions')
    await act(async () => void vi.advanceTimersToNextFrame())
    expect(dom.container.textContent).not.toContain('Frequently asked questions')
    await act(async () => void vi.runAllTimers())
    expect(dom.container.textContent).toContain('Frequently asked questions')
  })
})
