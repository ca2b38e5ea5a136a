// @vitest-environment happy-dom
import { act } from 'react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { MessageReport } from './message-report'

const dom = domRootPerTest()
const fetchMock = vi.fn()
beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(new Response('{}', { status: 201 }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const button = (name: string) => [...dom.container.querySelectorAll('button')].find((each) => each.textContent?.trim() === name)!

it('asks for at least one issue, each a designed row around a named checkbox, then sends the report', async () => {
  dom.render(<MessageReport payload="An answer" chatId="7" />)
  expect(button('Send report').disabled).toBe(true)
  const rows = [...dom.container.querySelectorAll<HTMLLabelElement>('fieldset.ui-options > label.ui-option')]
  expect(rows.length).toBeGreaterThan(0)
  const box = rows[0]!.querySelector('input')!
  expect(box.type).toBe('checkbox')
  act(() => box.click())
  expect(button('Send report').disabled).toBe(false)
  await act(async () => button('Send report').click())
  expect(fetchMock).toHaveBeenCalledWith('/api/assistant/message-reports', expect.objectContaining({ method: 'POST' }))
  expect(dom.container.querySelector('[role="status"]')?.textContent).toBe('Thank you. Our team will look at this answer.')
})
