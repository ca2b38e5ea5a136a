import { describe, expect, it } from 'vitest'
import { heroCourse, heroSubtitle, heroType, placementAfterCourseCompleted, learningPlanProgress, learningPlanTitle } from './hero'

const courses = [
  { id: 1, title: 'A', type: 'course' as const, level: 'Beginner', totalTopics: 3 },
  { id: 2, title: 'B', type: 'challenge' as const, level: 'Beginner', dayCount: 28 },
  { id: 3, title: 'C', type: 'course' as const },
]
const enrolment = (
  courseId: number | string,
  progress: number,
  updatedAt: string,
  status: 'in_progress' | 'completed' = 'in_progress',
) => ({ courseId, progress, updatedAt, status })

describe('home hero', () => {
  it('is the course unless the plan flag is on and the plan unfinished', () => {
    expect(heroType({ planEnabled: false, planProgress: 10 })).toBe('course')
    expect(heroType({ planEnabled: true, planProgress: 100 })).toBe('course')
    expect(heroType({ planEnabled: true, planProgress: 40 })).toBe('learning-plan')
    expect(heroType({ planEnabled: true, planProgress: 40, lastProgressPlacement: 'course' })).toBe('course')
  })
  it('resumes the most recently updated course in progress, else the first not enrolled', () => {
    expect(heroCourse(courses, [enrolment(1, 20, '2026-01-01'), enrolment(2, 50, '2026-02-01')])?.course.id).toBe(2)
    expect(heroCourse(courses, [enrolment(2, 100, '2026-02-01', 'completed'), enrolment(1, 100, '2026-01-01')])?.course.id).toBe(3)
    expect(heroCourse(courses, [])?.course.id).toBe(1)
    expect(heroCourse([], [])).toBeNull()
  })
  it('matches enrolments to courses by id whatever form the id takes (a SQL number or a MongoDB string)', () => {
    const byObjectId = courses.map((course, index) => ({ ...course, id: `665f1c2e9b1d4a001234567${index}` }))
    expect(heroCourse(byObjectId, [enrolment('665f1c2e9b1d4a0012345671', 50, '2026-02-01')])?.course.id).toBe('665f1c2e9b1d4a0012345671')
    expect(heroCourse(courses, [enrolment('2', 50, '2026-02-01')])?.course.id).toBe(2)
  })
  it('averages the progress of every plan step, a step not started counting 0', () => {
    // Keyed by idKey: the plan may name a topic as 10 or "10".
    const progress = new Map([
      ['10', 50],
      ['11', 25],
    ])
    expect(learningPlanProgress({ steps: [{ topicId: 10 }, { topicId: 11 }, { topicId: 12 }] }, progress)).toBe(25)
    expect(learningPlanProgress({ steps: [{ topicId: '10' }, { topicId: 11 }] }, progress)).toBe(38)
    // The steps show 0 %, 0 % and 50 %: the plan shows their average, not 50 %.
    expect(
      learningPlanProgress(
        { steps: [{ topicId: 1 }, { topicId: 2 }, { topicId: 10 }] },
        new Map([
          ['1', 0],
          ['10', 50],
        ]),
      ),
    ).toBe(17)
    // One step of three done is not the plan done (the hero would hand over to a course at 100).
    expect(learningPlanProgress({ steps: [{ topicId: 10 }, { topicId: 11 }, { topicId: 12 }] }, new Map([['10', 100]]))).toBe(33)
    expect(learningPlanProgress({ steps: [] }, progress)).toBe(0)
    expect(learningPlanProgress(null, progress)).toBe(0)
  })
  it('writes the subtitle for each state', () => {
    expect(heroSubtitle({ kind: 'course', course: courses[1]!, enrolment: null })).toBe('Beginner · 28 days')
    expect(heroSubtitle({ kind: 'course', course: courses[1]!, enrolment: { ...enrolment(2, 10, 'x'), completedLessons: 1 } })).toBe(
      '1 day completed',
    )
    expect(heroSubtitle({ kind: 'course', course: courses[1]!, enrolment: { ...enrolment(2, 10, 'x'), completedLessons: 3 } })).toBe(
      '3 days completed',
    )
    expect(heroSubtitle({ kind: 'course', course: courses[0]!, enrolment: enrolment(1, 66.7, 'x') })).toBe('66% complete')
    expect(heroSubtitle({ kind: 'course', course: courses[0]!, enrolment: null })).toBe('Beginner · 3 topics')
    expect(heroSubtitle({ kind: 'learning-plan', progress: 42.9 })).toBe('42% complete')
    expect(heroSubtitle({ kind: 'course', course: courses[2]!, enrolment: null })).toBe('Smarter learning, built for you')
    expect(heroSubtitle(null)).toBe('Smarter learning, built for you')
  })
  it('titles the plan with a confident first name', () => {
    expect(learningPlanTitle()).toBe('Your AI learning plan')
    expect(learningPlanTitle({ value: 'Anna', confident: false })).toBe('Your AI learning plan')
    expect(learningPlanTitle({ value: 'Anna', confident: true })).toBe("Anna's AI learning plan")
  })
  it('puts the plan back in the hero after a course when the plan is partly done', () => {
    expect(placementAfterCourseCompleted(50)).toBe('learning-plan')
    expect(placementAfterCourseCompleted(0)).toBeNull()
    expect(placementAfterCourseCompleted(100)).toBeNull()
  })
})
