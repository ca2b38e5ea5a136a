// @vitest-environment happy-dom
import { act, useState } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { Select } from './select'
import { TextField } from './text-field'

globalThis.IS_REACT_ACT_ENVIRONMENT = true
let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

/** The server's HTML, text typed (or a choice made) in it before the JavaScript ran, then hydration. */
function typeThenHydrate(page: React.ReactElement, typed: string, selector = 'textarea, input') {
  const container = document.createElement('div')
  container.innerHTML = renderToString(page)
  document.body.append(container)
  const field = container.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(selector)!
  field.value = typed
  act(() => {
    root = hydrateRoot(container, page)
  })
  return { container, field }
}

function Composer() {
  const [draft, setDraft] = useState('')
  return (
    <form>
      <TextField multiline label="Message" name="message" value={draft} onValueChange={setDraft} />
      <button type="submit" disabled={!draft.trim()}>
        Send
      </button>
      <output>{draft.length}</output>
    </form>
  )
}

function Choice() {
  const [length, setLength] = useState('short')
  const options = ['short', 'long'].map((value) => ({ value, label: value }))
  return (
    <>
      <Select label="Length" options={options} value={length} onValueChange={setLength} />
      <output>{length}</output>
    </>
  )
}

describe('Select chosen before hydration', () => {
  it('keeps the choice: the form’s state takes it', () => {
    const { container, field } = typeThenHydrate(<Choice />, 'long', 'select')
    expect(container.querySelector('output')?.textContent).toBe('long')
    expect(field.value).toBe('long')
  })
})

describe('TextField typed into before hydration', () => {
  it('keeps a controlled field’s text: its state takes it, and the next render writes it back, not an empty field', () => {
    const { container, field } = typeThenHydrate(<Composer />, 'What is a prompt?')
    expect(container.querySelector('output')?.textContent).toBe('17')
    expect(container.querySelector('button')?.disabled).toBe(false)
    expect(field.value).toBe('What is a prompt?')
  })

  it('lists the rules unjudged before the JavaScript runs: typing cannot tick them yet, so none says "not yet"', () => {
    const rules = [{ label: 'At least 8 characters', met: (value: string) => value.length >= 8 }]
    const container = document.createElement('div')
    container.innerHTML = renderToString(<TextField label="Password" name="password" type="password" rules={rules} />)
    const rule = container.querySelector('.ui-rules li')!
    expect(rule.hasAttribute('data-met')).toBe(false)
    expect(rule.textContent).toBe('At least 8 characters')
  })

  it('ticks the rules for the password typed before hydration', () => {
    const rules = [{ label: 'At least 8 characters', met: (value: string) => value.length >= 8 }]
    const { container } = typeThenHydrate(<TextField label="Password" name="password" type="password" rules={rules} />, 'long enough 1')
    expect(container.querySelector('.ui-rules li')?.getAttribute('data-met')).toBe('true')
  })

  it('changes nothing when nothing was typed', () => {
    const { container, field } = typeThenHydrate(<Composer />, '')
    expect(field.value).toBe('')
    expect(container.querySelector('button')?.disabled).toBe(true)
  })
})

describe('a file field picked before hydration', () => {
  function Upload() {
    const [name, setName] = useState('')
    return (
      <form>
        <TextField label="Photo" type="file" onChange={(event) => setName(event.currentTarget.files?.[0]?.name ?? '')} />
        <output>{name}</output>
      </form>
    )
  }

  function pickThenHydrate(picked: File[]) {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Upload />)
    document.body.append(container)
    const input = container.querySelector<HTMLInputElement>('input[type=file]')!
    const files = new DataTransfer()
    for (const file of picked) files.items.add(file)
    input.files = files.files
    act(() => {
      root = hydrateRoot(container, <Upload />)
    })
    return container
  }

  it('hands the file to the form: its onChange sees it, as if it were picked now', () => {
    const container = pickThenHydrate([new File(['x'], 'me.png', { type: 'image/png' })])
    expect(container.querySelector('output')?.textContent).toBe('me.png')
  })

  it('calls nothing when no file was picked', () => {
    const container = pickThenHydrate([])
    expect(container.querySelector('output')?.textContent).toBe('')
  })
})
