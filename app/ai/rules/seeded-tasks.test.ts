import { describe, expect, it } from 'vitest'
import { catalogue } from '@cms/seed/data/courses'
import type { SeedTask } from '@cms/seed/data/build'
import { gradeWithRubric } from './rubric-grader'
import { rubricOfTask } from './task-rubric'

/** The offline grader against every essay and prompt task the demo catalogue seeds. */
const written = catalogue
  .flatMap((course) => course.topics.flatMap((topic) => topic.lessons.flatMap((lesson) => lesson.sections)))
  .flatMap((section) => (section.blockType === 'tasks' ? section.tasks : []))
  .filter((task): task is Extract<SeedTask, { rubric: unknown }> => task.type === 'essay' || task.type === 'prompt-evaluation')
const graded = written.map((task) => rubricOfTask({ question: task.question, type: task.type, rubric: task.rubric }))

const offTopic =
  'My favourite football team won the league last season. I watched every single match at the stadium, sang the songs ' +
  'and bought a new scarf in the club shop. The final was played in heavy rain, but nobody left early and the party lasted until morning.'

describe('seeded essay and prompt tasks, graded offline', () => {
  it('has tasks to grade', () => {
    expect(graded.length).toBeGreaterThan(40)
  })

  it('passes the issue’s good prompt for the task it was written for', () => {
    const task = graded.find((rubric) =>
      rubric.question.startsWith('Write a prompt asking the assistant to explain a topic you care about'),
    )!
    const answer = 'Explain how large language models work to a busy manager in three bullet points, with one everyday example.'
    expect(gradeWithRubric(task, answer)).toMatchObject({ passed: true })
  })

  it.each(graded.map((rubric) => [rubric.question, rubric] as const))('fails a one-word and an off-topic answer: %s', (_, rubric) => {
    expect(gradeWithRubric(rubric, 'AI').passed).toBe(false)
    expect(gradeWithRubric(rubric, offTopic).passed).toBe(false)
  })
})

describe('seeded essay and prompt tasks teach by example (issue #46)', () => {
  it.each(written.map((task) => [task.question, task] as const))('has its own example, which passes its own task: %s', (_, task) => {
    expect(task.example?.trim()).toBeTruthy()
    const rubric = rubricOfTask({ question: task.question, type: task.type, rubric: task.rubric })
    expect(gradeWithRubric(rubric, task.example!).passed).toBe(true)
  })

  it('gives every prompt task the two answers to compare, and no two tasks the same example', () => {
    for (const task of written.filter((one) => one.type === 'prompt-evaluation')) {
      expect(task.comparison?.weakPrompt && task.comparison.weakOutput && task.comparison.strongOutput, task.question).toBeTruthy()
    }
    const examples = written.map((task) => task.example)
    expect(new Set(examples).size).toBe(examples.length)
  })
})
