import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { AiMode, Citation } from '@schemas/ai'
import type { StoredMessage } from '@schemas/assistant/chat'
import { backToLesson, initialBackToLesson } from '../rules/back-to-lesson'
import type { FeatureCounter } from '../rules/prompt-limit'
import { pageBefore } from '~/shell'
import { streamChat } from './stream-chat'

export type UiMessage = {
  key: string
  role: 'user' | 'assistant'
  content: string
  citations: Citation[]
  status: 'streaming' | 'done' | 'stopped' | 'failed'
}

export type Notice = { kind: 'limit' | 'error'; message: string }

type Start = {
  chatId: string | null
  messages: StoredMessage[]
  model: string
  prompt: string
  backPath: string | null
  /** The lesson the questions are about (`?lesson=`, or the reopened chat's). */
  lessonId: string | null
  counter: FeatureCounter
  mode: AiMode
}

let counter = 0
const nextKey = () => `m${(counter += 1)}`

const fromStored = (message: StoredMessage): UiMessage => ({
  key: nextKey(),
  role: message.role,
  content: message.content,
  citations: message.citations ?? [],
  status: message.failed ? 'failed' : message.stopped ? 'stopped' : 'done',
})

/**
 * The assistant page's state: the conversation, the composer, the streaming request (stopped by the
 * stop button or by leaving the page), the prompt counter and the Back to lesson rules.
 */
export function useAssistantChat(start: Start) {
  const [chatId, setChatId] = useState(start.chatId)
  const [messages, setMessages] = useState<UiMessage[]>(() => start.messages.map(fromStored))
  const [model, setModel] = useState(start.model)
  const [draft, setDraft] = useState(start.prompt)
  const [sending, setSending] = useState(false)
  const [notice, setNotice] = useState<Notice | null>(null)
  const [featureCounter, setFeatureCounter] = useState(start.counter)
  const [mode, setMode] = useState(start.mode)
  const [nav, dispatch] = useReducer(backToLesson, initialBackToLesson(start.backPath, start.counter.remaining_count <= 0))
  const request = useRef<AbortController | null>(null)

  // Opened from a lesson or challenge by the tab bar or a tip (no `back` in the URL): that is the way back.
  useEffect(() => dispatch({ type: 'came.from', path: pageBefore(window.location.pathname) }), [])

  // Leaving the page stops the answer: the server sees the request close and stops the model.
  useEffect(() => () => request.current?.abort(), [])

  const update = (key: string, change: (message: UiMessage) => UiMessage) =>
    setMessages((list) => list.map((message) => (message.key === key ? change(message) : message)))

  const send = useCallback(async () => {
    const text = draft.trim()
    if (!text || sending) return
    const controller = new AbortController()
    request.current = controller
    const answerKey = nextKey()
    let received = ''
    setNotice(null)
    setSending(true)
    setDraft('')
    setMessages((list) => [
      ...list,
      { key: nextKey(), role: 'user', content: text, citations: [], status: 'done' },
      { key: answerKey, role: 'assistant', content: '', citations: [], status: 'streaming' },
    ])
    const outcome = await streamChat(
      { message: text, model, ...(chatId ? { chatId } : {}), ...(start.lessonId ? { lessonId: start.lessonId } : {}) },
      (event) => {
        if (event.type === 'start') {
          setChatId(event.chatId)
          setMode(event.mode)
          update(answerKey, (message) => ({ ...message, citations: event.citations }))
        } else if (event.type === 'delta') {
          received += event.text
          update(answerKey, (message) => ({ ...message, content: message.content + event.text }))
        } else if (event.type === 'done') {
          setFeatureCounter(event.counter)
          update(answerKey, (message) => ({ ...message, status: 'done' }))
          dispatch({ type: 'answer.completed' })
          if (event.counter.remaining_count <= 0) dispatch({ type: 'limit.reached' })
        }
      },
      controller.signal,
    )
    request.current = null
    setSending(false)
    if (outcome.kind === 'stopped') update(answerKey, (message) => ({ ...message, status: 'stopped' }))
    if (outcome.kind === 'error' || outcome.kind === 'limit') {
      setNotice({ kind: outcome.kind, message: outcome.message })
      // A refused question goes back into the composer; a failed answer keeps what arrived.
      if (received) update(answerKey, (message) => ({ ...message, status: 'failed' }))
      else {
        setMessages((list) => list.slice(0, -2))
        setDraft((current) => current || text)
      }
      if (outcome.kind === 'limit') {
        setFeatureCounter((current) => ({ ...current, current_value: current.feature_limit, remaining_count: 0 }))
        dispatch({ type: 'limit.reached' })
      }
    }
  }, [chatId, draft, model, sending, start.lessonId])

  const stop = useCallback(() => request.current?.abort(), [])

  return { chatId, messages, model, setModel, draft, setDraft, sending, notice, counter: featureCounter, mode, nav, dispatch, send, stop }
}
