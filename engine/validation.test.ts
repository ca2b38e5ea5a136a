import { describe, expect, it } from 'vitest'
import type { ScreenInput } from '../schemas/screens'
import { buildFunnel, info, paywall, startFunnel } from './test-support/funnel-factory'
import { normalizeEmail } from './validation'

const tools: ScreenInput = {
  id: 'tools',
  type: 'MultipleOption',
  title: 'Which AI tools have you used?',
  options: ['chatgpt', 'gemini', 'claude', 'deepseek'].map((id) => ({ id, value: id })),
  minSelections: 2,
  maxSelections: 3,
}

describe('multiple choice', () => {
  const start = () => startFunnel(buildFunnel([tools, info('after'), paywall()]))

  it('needs at least minSelections to continue', () => {
    const funnel = start()
    funnel.send({ type: 'answer.toggle', optionId: 'gemini' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('tools')
    funnel.send({ type: 'answer.toggle', optionId: 'chatgpt' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('after')
    // Stored in the screen's order, not the order tapped.
    expect(funnel.context().answers.tools?.data).toMatchObject([{ id: 'chatgpt' }, { id: 'gemini' }])
  })

  it('refuses a selection beyond maxSelections', () => {
    const funnel = start()
    for (const optionId of ['chatgpt', 'gemini', 'claude', 'deepseek']) funnel.send({ type: 'answer.toggle', optionId })
    expect(funnel.context().answers.tools?.data).toMatchObject([{ id: 'chatgpt' }, { id: 'gemini' }, { id: 'claude' }])
  })

  it('toggling twice removes the option (and the answer once nothing is selected)', () => {
    const funnel = start()
    funnel.send({ type: 'answer.toggle', optionId: 'claude' }, { type: 'answer.toggle', optionId: 'claude' })
    expect(funnel.context().answers.tools).toBeUndefined()
  })
})

describe('an exclusive option ("None yet")', () => {
  const used: ScreenInput = {
    id: 'used',
    type: 'MultipleOption',
    title: 'Which AI tools have you used?',
    options: [
      { id: 'chatgpt', value: 'ChatGPT' },
      { id: 'gemini', value: 'Gemini' },
      { id: 'none', value: 'None yet', exclusive: true },
    ],
    maxSelections: 2,
  }
  const start = () => startFunnel(buildFunnel([used, info('after'), paywall()]))

  it('clears the other choices when chosen, and is cleared when another is chosen', () => {
    const funnel = start()
    funnel.send({ type: 'answer.toggle', optionId: 'chatgpt' }, { type: 'answer.toggle', optionId: 'gemini' })
    funnel.send({ type: 'answer.toggle', optionId: 'none' }) // allowed at the maximum: it replaces them
    expect(funnel.context().answers.used?.data).toMatchObject([{ id: 'none' }])
    funnel.send({ type: 'answer.toggle', optionId: 'gemini' })
    expect(funnel.context().answers.used?.data).toMatchObject([{ id: 'gemini' }])
  })
})

describe('email', () => {
  const email: ScreenInput = { id: 'email', type: 'Email', title: 'Enter your email' }
  const start = () => startFunnel(buildFunnel([email, info('after'), paywall()]))

  it('refuses an address without a domain', () => {
    const funnel = start()
    funnel.send({ type: 'answer.input', value: 'bad@' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('email')
    expect(funnel.context().email).toBeUndefined()
  })

  it('accepts a padded, mixed-case address and stores it trimmed and lowercased', () => {
    const funnel = start()
    funnel.send({ type: 'answer.input', value: ' Me@Example.COM ' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('after')
    expect(funnel.context().email).toBe('me@example.com')
    expect(funnel.context().answers.email?.data).toEqual({ value: 'me@example.com' })
  })

  it.each(['a b@example.com', 'me@example', 'me@@example.com', 'me@example.c', '@example.com', 'me@-example.com'])('refuses %j', (value) =>
    expect(normalizeEmail(value)).toBeUndefined(),
  )

  it.each(['first.last+tag@sub.example.co.uk', 'x@xn--80ak6aa92e.com'])('accepts %j', (value) => {
    expect(normalizeEmail(value)).toBe(value)
  })
})

describe('name and free text', () => {
  const name: ScreenInput = { id: 'name', type: 'Input', inputId: 'name', title: 'What is your name?' }
  const text: ScreenInput = { id: 'dream', type: 'Input', inputId: 'text', title: 'Your dream?', maxLength: 5 }

  it('requires a name and stores it trimmed', () => {
    const funnel = startFunnel(buildFunnel([name, info('after'), paywall()]))
    funnel.send({ type: 'answer.input', value: '   ' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('name')
    funnel.send({ type: 'answer.input', value: '  Alex  ' }, { type: 'nav.next' })
    expect(funnel.screen()).toBe('after')
    expect(funnel.context().name).toBe('Alex')
    expect(funnel.context().answers.name?.data).toEqual({ value: 'Alex' })
  })

  it('requires free text, cut at maxLength', () => {
    const funnel = startFunnel(buildFunnel([text, info('after'), paywall()]))
    funnel.send({ type: 'nav.next' })
    expect(funnel.screen()).toBe('dream')
    funnel.send({ type: 'answer.input', value: 'a house by the sea' }, { type: 'nav.next' })
    expect(funnel.context().answers.dream?.data).toEqual({ value: 'a hou' })
    expect(funnel.context().name).toBeUndefined()
  })
})
