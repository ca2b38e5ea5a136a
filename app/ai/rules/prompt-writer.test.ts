import { describe, expect, it } from 'vitest'
import { promptAnswer, promptSubject, writePrompt } from './prompt-writer'

describe('promptSubject: what the student wants a prompt for', () => {
  it.each([
    ['How do I write a good prompt for an Instagram post about my bakery?', 'an Instagram post about my bakery'],
    ['how can I write a prompt for an Instagram post about my bakery', 'an Instagram post about my bakery'],
    ['Write me a prompt for a newsletter to my yoga students.', 'a newsletter to my yoga students'],
    ['prompt for a cold email to a new client', 'a cold email to a new client'],
    ['Can you write me a prompt for my weekly meal plan?', 'my weekly meal plan'],
    ['What is a good prompt for a blog post about remote work?', 'a blog post about remote work'],
    ['Give me a prompt to plan my week', 'plan my week'],
  ])('%s → %s', (question, subject) => {
    expect(promptSubject(question)).toBe(subject)
  })

  it.each(['What are the four parts of a good prompt?', 'How do I write a good prompt?', 'What is a prompt?', 'prompt for ?', ''])(
    'is null for other questions: %s',
    (question) => {
      expect(promptSubject(question)).toBeNull()
    },
  )
})

describe('writePrompt: a complete prompt from the student’s own words', () => {
  const written = writePrompt('an Instagram post about my bakery')
  const part = (name: string) => written.parts.find((each) => each.name === name)!.text

  it('has role, task, context, format and limits, in that order, each with why it is there', () => {
    expect(written.parts.map((each) => each.name)).toEqual(['Role', 'Task', 'Context', 'Format', 'Limits'])
    for (const each of written.parts) expect(each.why.length).toBeGreaterThan(20)
  })

  it('asks for the student’s thing in their words, with a role, a format and limits that fit the channel', () => {
    expect(part('Task')).toBe('Write an Instagram post about my bakery.')
    expect(part('Role')).toMatch(/social media copywriter/)
    expect(part('Context')).toMatch(/^About my bakery: \[/)
    expect(part('Format')).toMatch(/caption.*hashtags/i)
    expect(part('Limits')).toMatch(/emoji/)
  })

  it('fits an email or an unknown task too, and an action is a task as it is', () => {
    expect(writePrompt('a newsletter to my yoga students').parts[0]!.text).toMatch(/email marketer/)
    expect(writePrompt('a newsletter to my yoga students').parts[2]!.text).toMatch(/^About my yoga students: /)
    const plan = writePrompt('plan my week')
    expect(plan.parts[1]!.text).toBe('Plan my week.')
    expect(plan.parts[0]!.text).toMatch(/professional/)
  })

  it('is the same prompt every time', () => {
    expect(writePrompt('an Instagram post about my bakery')).toEqual(written)
  })
})

describe('promptAnswer', () => {
  const lessons = [
    { title: 'The four parts of a good prompt', href: '/course/1/topic/2/lesson/3' },
    { title: 'The four parts of a good prompt', href: '/course/1/topic/2/lesson/3' },
    { title: 'Constraints', href: '/course/1/topic/2/lesson/4' },
  ]
  const text = promptAnswer(writePrompt('an Instagram post about my bakery'), lessons)

  it('shows the prompt part by part, then why, then each lesson it draws on once', () => {
    expect(text).toMatch(/^Here is a prompt for an Instagram post about my bakery\./)
    for (const name of ['Role', 'Task', 'Context', 'Format', 'Limits']) {
      expect(text).toContain(`**${name}:** `)
      expect(text).toContain(`**Why ${name.toLowerCase()}:** `)
    }
    expect(text.indexOf('**Limits:**')).toBeLessThan(text.indexOf('Why each part is there:'))
    expect(text.split('(/course/1/topic/2/lesson/3)')).toHaveLength(2)
    expect(text).toContain('[Constraints](/course/1/topic/2/lesson/4)')
  })

  it('leaves the sources line out when no lesson matched', () => {
    expect(promptAnswer(writePrompt('plan my week'), [])).not.toContain('Drawn from')
  })
})
