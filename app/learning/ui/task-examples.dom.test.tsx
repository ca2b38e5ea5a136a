// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { domRootPerTest } from '../../../tests/support/dom-root'
import { CompareAnswers, ExampleBeside } from './task-examples'

const dom = domRootPerTest()

/** A region's accessible name: the text of the heading it is labelled by. */
const regionNamed = (name: string) =>
  [...dom.container.querySelectorAll('section[aria-labelledby]')].find(
    (section) => document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent === name,
  )
const figures = (region: Element | undefined) =>
  [...(region?.querySelectorAll('figure') ?? [])].map((figure) => ({
    caption: figure.querySelector('figcaption')?.textContent,
    text: figure.textContent,
  }))

describe('a task’s examples after a check', () => {
  it('labels a prompt beside the strong prompt, and an essay beside a strong answer', () => {
    dom.render(<ExampleBeside kind="prompt-evaluation" answer="write an email" example="You are a polite tenant." />)
    expect(figures(regionNamed('Your prompt and a strong one'))).toEqual([
      { caption: 'Your prompt', text: 'Your promptwrite an email' },
      { caption: 'A strong prompt', text: 'A strong promptYou are a polite tenant.' },
    ])
    dom.render(<ExampleBeside kind="essay" answer="Our report." example="Our 40-page report." />)
    expect(figures(regionNamed('Your answer and a strong one')).map((figure) => figure.caption)).toEqual(['Your answer', 'A strong answer'])
  })

  it('shows the two AI answers, each under its prompt', () => {
    const comparison = {
      weakPrompt: 'Write an email.',
      weakOutput: 'Dear Sir…',
      strongPrompt: 'You are a polite tenant.',
      strongOutput: 'Dear Ms Novak…',
    }
    dom.render(<CompareAnswers comparison={comparison} />)
    const [thin, strong] = figures(regionNamed('Compare the answers'))
    expect(thin).toEqual({ caption: 'AI answer to a thin prompt', text: 'AI answer to a thin promptPrompt: “Write an email.”Dear Sir…' })
    expect(strong).toEqual({
      caption: 'AI answer to the strong prompt',
      text: 'AI answer to the strong promptPrompt: “You are a polite tenant.”Dear Ms Novak…',
    })
  })
})
