// @vitest-environment happy-dom
import { TextDecoderStream } from 'node:stream/web'
import type { ReactNode } from 'react'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { encodeChatEvent } from '../rules/chat-events'
import { AssistantChat, type AssistantChatProps } from './assistant-chat'

vi.mock('@remix-run/react', () => ({
  useLocation: () => ({ key: 'visit', pathname: '/assistant' }),
  Link: ({ to, children, ...rest }: { to: string; children: ReactNode }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
}))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true
// Browsers have it; happy-dom does not (in a VM context Node's own is not on the global either).
globalThis.TextDecoderStream ??= TextDecoderStream as typeof globalThis.TextDecoderStream

const lessonPath = '/course/1/topic/2/lesson/3'
const props = (counter = { current_value: 0, remaining_count: 50, feature_limit: 50, counter_date: '2026-11-23' }): AssistantChatProps => ({
  mode: 'offline',
  models: [{ model: 'gpt-4o-mini', provider: 'OpenAI', icon: 'openai', name: 'GPT-4o mini' }],
  selectedModel: 'gpt-4o-mini',
  prompt: 'What is a prompt?',
  backPath: lessonPath,
  about: null,
  templates: [],
  chats: [],
  chat: null,
  counter,
})

let container: HTMLDivElement
let root: Root
const fetchMock = vi.fn()

beforeEach(() => {
  container = document.createElement('div')
  document.body.append(container)
  root = createRoot(container)
  fetchMock.mockReset()
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  act(() => root.unmount())
  container.remove()
  vi.unstubAllGlobals()
})

const render = (given: AssistantChatProps) => act(() => root.render(<AssistantChat {...given} />))
const composer = () => container.querySelector('textarea')!
const button = (name: string) => [...container.querySelectorAll('button')].find((element) => element.textContent?.trim() === name)
const click = async (element: Element | undefined) => {
  if (!element) throw new Error('nothing to click')
  await act(async () => (element as HTMLElement).click())
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)))

const sse = (...events: Parameters<typeof encodeChatEvent>[0][]) =>
  new Response(events.map(encodeChatEvent).join(''), { headers: { 'Content-Type': 'text/event-stream' } })

describe('AssistantChat', () => {
  it('without a model says answers come from our lessons, hides the model picker, and starts with the prompt from the URL in the composer', async () => {
    await render(props())
    expect(container.querySelector('[role="note"]')!.textContent).toMatch(/^Answers come from our lessons, tips and courses/)
    expect(container.textContent).not.toMatch(/offline|no ai model|Model:/i)
    expect(composer().value).toBe('What is a prompt?')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('says the day’s limit includes the AI tools pack beside the count (#30)', async () => {
    await render({
      ...props({ current_value: 3, remaining_count: 97, feature_limit: 100, counter_date: '2026-11-23' }),
      pack: { name: 'AI tools pack', prompts: 50 },
    })
    expect(container.querySelector('[data-testid="prompts-left"]')!.textContent).toBe(
      '97 of 100 prompts left today · 100 prompts a day with your AI tools pack',
    )
  })

  it('shows the answer with its sources, then Back to lesson; Stay in chat leaves a bubble the model selector hides', async () => {
    fetchMock.mockResolvedValue(
      sse(
        {
          type: 'start',
          chatId: '9',
          mode: 'model',
          model: 'gpt-4o-mini',
          citations: [{ kind: 'lesson', title: 'Prompts', href: lessonPath, excerpt: '' }],
        },
        { type: 'delta', text: 'A prompt is ' },
        { type: 'delta', text: 'what you ask.' },
        { type: 'done', counter: { current_value: 1, remaining_count: 49, feature_limit: 50, counter_date: '2026-11-23' } },
      ),
    )
    await render({ ...props(), mode: 'model' })
    await click(button('Send'))
    await settle()
    expect(JSON.parse(fetchMock.mock.calls[0]![1].body)).toEqual({ message: 'What is a prompt?', model: 'gpt-4o-mini' })
    expect(container.querySelector('.assistant-message.assistant')!.textContent).toContain('A prompt is what you ask.')
    expect(container.querySelector('.assistant-sources a')!.getAttribute('href')).toBe(lessonPath)
    expect(container.textContent).toContain('49 of 50 prompts left today')

    const block = container.querySelector('aside[aria-label="Back to lesson"]')!
    expect(block.querySelector('a')!.getAttribute('href')).toBe(lessonPath)
    await click(button('Stay in chat'))
    expect(container.querySelector('aside[aria-label="Back to lesson"]')).toBeNull()
    expect(container.querySelector('a.assistant-bubble')).not.toBeNull()
    await click(button('Model: GPT-4o mini'))
    expect(container.querySelector('a.assistant-bubble')).toBeNull()
  })

  it('asked about a lesson, keeps one way back: the lesson bar, and no bubble beside it after Stay in chat', async () => {
    fetchMock.mockResolvedValue(
      sse(
        { type: 'start', chatId: '9', mode: 'model', model: 'gpt-4o-mini', citations: [] },
        { type: 'delta', text: 'A prompt is what you ask.' },
        { type: 'done', counter: { current_value: 1, remaining_count: 49, feature_limit: 50, counter_date: '2026-11-23' } },
      ),
    )
    await render({ ...props(), mode: 'model', about: { id: '7', title: 'Prompts', href: lessonPath } })
    await click(button('Send'))
    await settle()
    await click(button('Stay in chat'))
    expect(container.querySelector('a.assistant-bubble')).toBeNull()
    const waysBack = [...container.querySelectorAll('a')].filter((link) => link.getAttribute('href') === lessonPath)
    expect(waysBack).toHaveLength(1)
  })

  it('at the prompt limit shows the limit message and Back to lesson, and gives the question back', async () => {
    const message = 'You have used all 50 assistant prompts for today. New prompts are available tomorrow.'
    fetchMock.mockResolvedValue(Response.json({ error: { title: 'Prompt limit reached', message } }, { status: 429 }))
    await render({ ...props({ current_value: 49, remaining_count: 1, feature_limit: 50, counter_date: '2026-11-23' }), backPath: null })
    await click(button('Send'))
    await settle()
    expect(container.querySelector('[role="alert"]')!.textContent).toBe(message)
    expect(container.querySelector('aside[aria-label="Back to lesson"] a')!.getAttribute('href')).toBe('/courses')
    expect(composer().value).toBe('What is a prompt?')
    expect(container.querySelectorAll('.assistant-message')).toHaveLength(0)
    expect(container.textContent).toContain('0 of 50 prompts left today')
    expect(button('Send')!.hasAttribute('disabled')).toBe(true)
  })
})
