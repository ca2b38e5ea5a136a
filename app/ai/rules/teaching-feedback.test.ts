import { describe, expect, it } from 'vitest'
import type { Rubric } from '@schemas/ai'
import { gradeWithRubric } from './rubric-grader'
import { cutFeedback, maxWords, teachingFeedback } from './teaching-feedback'

const fourParts: Rubric = {
  kind: 'prompt-evaluation',
  question: 'Write a prompt with all four parts (role, task, context, format) for something you need this week.',
  criteria: ['gives the AI a role', 'states one clear task', 'adds context about the situation', 'asks for a specific format'],
  minLength: 80,
}
const explainTopic: Rubric = {
  kind: 'prompt-evaluation',
  question:
    'Write a prompt asking the assistant to explain a topic you care about. Say who the explanation is for and how long it should be.',
  criteria: ['names a specific topic', 'says who the answer is for', 'sets a length or format'],
  minLength: 80,
}
const summariseEssay: Rubric = {
  kind: 'essay',
  question: 'Describe a document from your work you would summarise with ChatGPT. Which three questions would you ask about it?',
  criteria: ['names a real document or topic', 'lists three specific questions', 'mentions how the answer will be checked'],
  minLength: 20,
}

const lines = (feedback: string) => feedback.split('\n')
const words = (feedback: string) => feedback.split(/\s+/).filter(Boolean).length
const plain = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
/** The line quotes at least three words in a row of the student's own prompt. */
const quotes = (line: string, answer: string) => {
  const own = plain(answer).trim().split(' ')
  return own.slice(0, -2).some((_, at) => plain(line).includes(own.slice(at, at + 3).join(' ')))
}

describe('feedback on a thin prompt', () => {
  it.each([
    'Tell me about running.',
    'write an email to my landlord',
    'Explain how large language models work, how they are trained and why they hallucinate facts.',
  ])('names at most three parts, each rewriting the student’s own words: %s', (answer) => {
    for (const rubric of [fourParts, explainTopic]) {
      const { passed, feedback } = gradeWithRubric(rubric, answer)
      expect(passed).toBe(false)
      expect(lines(feedback).length).toBeGreaterThan(0)
      expect(lines(feedback).length).toBeLessThanOrEqual(3)
      for (const line of lines(feedback)) expect(line).toMatch(/^[A-Z][\w ]+: .+ — “.+”$/)
      for (const line of lines(feedback)) expect(quotes(line, answer), line).toBe(true)
      expect(new Set(lines(feedback).map((line) => line.split(':')[0])).size).toBe(lines(feedback).length)
      expect(feedback).not.toMatch(/Good start|Give the AI a role/)
      expect(words(feedback)).toBeLessThan(maxWords)
    }
  })

  it('puts what the task asks for first, in the rubric’s order', () => {
    const { feedback } = gradeWithRubric(fourParts, 'Tell me about running.')
    expect(lines(feedback).map((line) => line.split(':')[0])).toEqual(['Role', 'Context', 'Format'])
    expect(lines(feedback)[0]).toBe(
      'Role: start with who the AI should be — “You are an experienced fitness coach. Tell me about running.”',
    )
  })

  it('gives the issue’s landlord email a role made for it', () => {
    const { feedback } = gradeWithRubric(fourParts, 'write an email to my landlord')
    expect(lines(feedback)[0]).toBe('Role: start with who the AI should be — “You are a polite tenant. Write an email to my landlord.”')
  })

  it('praises a complete prompt and suggests at most one next step', () => {
    const answer =
      'You are a friendly running coach. I am a beginner with 30 minutes a day. Create a 3-day running plan for my first week as a table, under 100 words, in a simple tone.'
    const { passed, feedback } = gradeWithRubric(fourParts, answer)
    expect(passed).toBe(true)
    expect(feedback).toBe('Well done — your prompt covers what the task asks.')
  })
})

describe('feedback on an essay', () => {
  it('names each missing point once, at most three, each carried on from the student’s own words', () => {
    const verdicts = ['names a', 'names b', 'names c', 'names a'].map((criterion) => ({
      criterion,
      passed: false,
      reason: `Add ${criterion.slice(-1)}.`,
    }))
    expect(teachingFeedback(summariseEssay, 'I wrote five scripts in one evening.', verdicts, false).split('\n')).toEqual([
      'Add a — carry on from your words: “…wrote five scripts in one evening … [a].”',
      'Add b — carry on from your words: “…wrote five scripts in one evening … [b].”',
      'Add c — carry on from your words: “…wrote five scripts in one evening … [c].”',
    ])
  })
})

describe('cutFeedback (a model’s feedback in the same shape)', () => {
  it('drops filler, bullets and repeats and keeps the three first points', () => {
    const model = [
      'Good start.',
      '- Role: start with a role — “You are a coach. Tell me about running.”',
      '- Role: start with a role — “You are a coach. Tell me about running.”',
      '2. Context: say who you are — “I am a beginner. Tell me about running.”',
      'Format: ask for a table — “Tell me about running, as a table.”',
      'Tone: set one — “Tell me about running, kindly.”',
    ].join('\n')
    expect(cutFeedback(model, false)).toEqual([
      'Role: start with a role — “You are a coach. Tell me about running.”',
      'Context: say who you are — “I am a beginner. Tell me about running.”',
      'Format: ask for a table — “Tell me about running, as a table.”',
    ])
  })

  it('splits one paragraph into its sentences, never inside a quoted rewrite', () => {
    const model = 'Good start. Add a role: “You are a coach. Tell me about running.” Add context. Add a format. Add a tone.'
    expect(cutFeedback(model, false)).toEqual(['Add a role: “You are a coach. Tell me about running.”', 'Add context.', 'Add a format.'])
  })

  it('keeps a passing answer’s praise', () => {
    expect(cutFeedback('Great work. Clear and specific.', true)).toEqual(['Great work.', 'Clear and specific.'])
  })
})
