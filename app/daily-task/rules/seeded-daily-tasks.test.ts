import { describe, expect, it } from 'vitest'
import { dailyTaskSeeds } from '@cms/seed/data/daily-tasks'
import { gradeWithRubric } from '~/ai/rules/rubric-grader'
import { rubricOfDailyTask } from './daily-task-rubric'

const offTopic =
  'My favourite football team won the league last season. I watched every single match at the stadium, sang the songs ' +
  'and bought a new scarf in the club shop. The final was played in heavy rain, but nobody left early and the party lasted until morning.'

describe('the seeded daily tasks, graded offline', () => {
  it('has at least two weeks of varied tasks', () => {
    expect(dailyTaskSeeds.length).toBeGreaterThanOrEqual(14)
    expect(new Set(dailyTaskSeeds.map(({ task }) => task.title)).size).toBe(dailyTaskSeeds.length)
  })

  it.each(dailyTaskSeeds.map(({ task, exampleAnswer }) => [task.title, task, exampleAnswer] as const))(
    'passes its example answer and fails a one-word and an off-topic answer: %s',
    (_, task, exampleAnswer) => {
      const rubric = rubricOfDailyTask(task)
      const judgement = gradeWithRubric(rubric, exampleAnswer)
      expect(judgement.criteria.filter((verdict) => !verdict.passed)).toEqual([])
      expect(gradeWithRubric(rubric, 'AI').passed).toBe(false)
      expect(gradeWithRubric(rubric, offTopic).passed).toBe(false)
    },
  )
})
