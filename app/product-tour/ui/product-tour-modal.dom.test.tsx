// @vitest-environment happy-dom
import { act } from 'react'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildFunnel } from '@engine/test-support/funnel-factory'
import type { ScreenInput } from '@schemas/screens'
import { playerPage } from '../../funnel/test-support/player-page'
import type { ProductTourData } from '../server/product-tour.server'
import { ProductTourModal } from './product-tour-modal'

const navigate = vi.hoisted(() => vi.fn())
vi.mock('@remix-run/react', () => ({ useNavigate: () => navigate, useNavigation: () => ({ state: 'idle' }) }))
// The frame is the funnel player's own (tested with it); here a stand-in shows the screen and taps Next.
vi.mock('../../funnel/ui/funnel-frame', () => ({
  FunnelFrame: ({
    frame,
    live,
    send,
  }: {
    frame: { screen: { id: string } }
    live: boolean
    send: (event: { type: 'nav.next' }) => void
  }) => (
    <button type="button" data-live={live} onClick={() => send({ type: 'nav.next' })}>
      {frame.screen.id}
    </button>
  ),
}))

const product = buildFunnel(
  [
    { id: 'essentials', type: 'IntroLesson', title: 'Start here' },
    { id: 'ready', type: 'ProductOnboarding', title: 'Challenge ready!' },
  ] as ScreenInput[],
  { id: 'product_v3' },
)
const lessonHref = '/course/31/topic/72/lesson/383?source=onboarding'
const tour = (persisted: ProductTourData['page']['persisted'] = null): ProductTourData => ({
  page: playerPage({ persisted, frame: { screen: product.screens[0] } as ProductTourData['page']['frame'] }, product),
  lessonLinks: { essentials: lessonHref },
})

let dom: ReturnType<typeof domRootPerTest>
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)))
/** Until the engine's dynamic import has resolved and it runs (the first import transforms the engine: seconds on a busy machine). */
const engineLive = () =>
  vi.waitFor(
    async () => {
      await settle()
      expect(dom.container.querySelector('[data-live="true"]')).not.toBeNull()
    },
    { timeout: 4000 },
  )
const tapNext = () => act(() => dom.container.querySelector<HTMLButtonElement>('dialog button:not(.ui-dialog__close)')!.click())
const metadataSaves = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls
    .filter(([url]) => url === '/api/metadata')
    .map(([, init]) => [(init as RequestInit).method, (init as RequestInit).body])

describe('the product onboarding modal on /home', () => {
  let fetchMock: ReturnType<typeof vi.fn>
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
    navigate.mockClear()
    fetchMock = vi.fn(async () => new Response('{}', { status: 200 }))
    vi.stubGlobal('fetch', fetchMock)
    Object.defineProperty(navigator, 'sendBeacon', { value: vi.fn(() => true), configurable: true })
  })
  afterEach(() => vi.unstubAllGlobals())
  // After the stubs: its root is made after them and unmounted before they go.
  dom = domRootPerTest()

  it('renders nothing when the loader decided it stays shut', () => {
    dom.render(<ProductTourModal tour={null} />)
    expect(dom.container.querySelector('dialog')).toBeNull()
  })

  it('is open from the first render, named by the funnel, on the server’s screen', () => {
    dom.render(<ProductTourModal tour={tour()} />)
    const dialog = dom.container.querySelector('dialog')!
    expect(dialog.open).toBe(true)
    expect(dialog.getAttribute('aria-label')).toBe(product.title)
    expect(dialog.textContent).toBe('essentials')
  })

  it('opens the intro lesson once the step past it is saved, showing that it is on its way', async () => {
    dom.render(<ProductTourModal tour={tour()} />)
    await engineLive()
    await tapNext()
    expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('Opening your lesson…')
    await settle()
    expect(navigate).toHaveBeenCalledWith(lessonHref)
    const saved = fetchMock.mock.calls.filter(([url]) => url === '/api/funnel-session').at(-1)!
    expect(JSON.parse(String((saved[1] as RequestInit).body)).state.screenId).toBe('ready')
  })

  it('on the last screen stores productOnboardingFinished and closes', async () => {
    const onReady = {
      funnelId: 'product_v3',
      version: product.version,
      screenId: 'ready',
      history: ['essentials'],
      answers: {},
      drafts: {},
    }
    dom.render(<ProductTourModal tour={tour(onReady)} />)
    await engineLive()
    expect(dom.container.textContent).toBe('ready')
    await tapNext()
    await settle()
    expect(metadataSaves(fetchMock)).toEqual([['PUT', JSON.stringify({ key: 'productOnboardingFinished', value: 'true' })]])
    expect(localStorage.getItem('productOnboardingFinished')).toBe('true')
    expect(dom.container.querySelector('dialog')).toBeNull()
    expect(navigate).not.toHaveBeenCalledWith(lessonHref)
  })

  // Issue #46: every modal can be left, and leaving the onboarding is for good (not back on every visit).
  const leftForGood = async () => {
    await settle()
    expect(dom.container.querySelector('dialog')).toBeNull()
    expect(metadataSaves(fetchMock)).toEqual([['PUT', JSON.stringify({ key: 'productOnboardingFinished', value: 'true' })]])
    expect(localStorage.getItem('productOnboardingFinished')).toBe('true')
    expect(navigate).not.toHaveBeenCalledWith(lessonHref)
  }

  it('closes for good with its Close button', async () => {
    dom.render(<ProductTourModal tour={tour()} />)
    await engineLive()
    const close = dom.container.querySelector<HTMLButtonElement>('dialog .ui-dialog__close')!
    expect(close.getAttribute('aria-label')).toBe('Close onboarding')
    await act(() => close.click())
    await leftForGood()
  })

  it('closes for good with Escape (the dialog’s cancel)', async () => {
    dom.render(<ProductTourModal tour={tour()} />)
    await engineLive()
    const cancel = new Event('cancel', { cancelable: true })
    await act(() => {
      dom.container.querySelector('dialog')!.dispatchEvent(cancel)
    })
    expect(cancel.defaultPrevented).toBe(true)
    await leftForGood()
  })
})
