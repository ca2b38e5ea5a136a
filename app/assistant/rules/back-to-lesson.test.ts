import { describe, expect, it } from 'vitest'
import { backHref, backToLesson, type BackToLessonEvent, blockVisible, initialBackToLesson, safeBackPath } from './back-to-lesson'

const run = (state: ReturnType<typeof initialBackToLesson>, ...events: BackToLessonEvent['type'][]) =>
  events.reduce((current, type) => backToLesson(current, { type } as BackToLessonEvent), state)

describe('safeBackPath', () => {
  it.each([
    ['/course/3/topic/4/lesson/5', '/course/3/topic/4/lesson/5'],
    ['/course/3/topic/4/lesson/5?page=2', '/course/3/topic/4/lesson/5?page=2'],
    ['/challenge/7', '/challenge/7'],
  ])('honours the lesson or challenge path %s', (back, expected) => {
    expect(safeBackPath(back)).toBe(expected)
  })

  it.each([
    [null],
    [''],
    ['https://evil.example/course/1'],
    ['//evil.example/course/1'],
    ['/\\evil.example'],
    ['/courses'],
    ['/home'],
    ['/profile/settings'],
    ['javascript:alert(1)'],
    ['/course/1\n/x'],
    ['/course/ 1'],
  ])('refuses %j', (back) => {
    expect(safeBackPath(back)).toBeNull()
  })
})

describe('the Back to lesson block', () => {
  const fromLesson = initialBackToLesson('/course/1/topic/2/lesson/3')

  it('is hidden until the first answer from a lesson has completed', () => {
    expect(blockVisible(fromLesson)).toBe(false)
    expect(blockVisible(run(fromLesson, 'answer.completed'))).toBe(true)
  })

  it('never shows after an answer when the student did not come from a lesson or challenge', () => {
    expect(blockVisible(run(initialBackToLesson(null), 'answer.completed', 'answer.completed'))).toBe(false)
  })

  it('shows at the prompt limit wherever the student came from, going to their courses without a lesson', () => {
    const atLimit = run(initialBackToLesson(null), 'limit.reached')
    expect(blockVisible(atLimit)).toBe(true)
    expect(backHref(atLimit)).toBe('/courses')
    expect(blockVisible(initialBackToLesson(null, true))).toBe(true)
    expect(backHref(run(fromLesson, 'limit.reached'))).toBe('/course/1/topic/2/lesson/3')
  })

  it('"Stay in chat" hides the block for good and shows the bubble', () => {
    const stayed = run(fromLesson, 'answer.completed', 'stay')
    expect(blockVisible(stayed)).toBe(false)
    expect(stayed.bubbleVisible).toBe(true)
    expect(blockVisible(run(stayed, 'answer.completed', 'limit.reached'))).toBe(false)
  })

  it('"Stay in chat" does nothing while no block is shown', () => {
    expect(run(fromLesson, 'stay')).toEqual(fromLesson)
  })

  it.each(['route.change', 'selector.toggle', 'chatlist.open'] as const)('the bubble hides on %s', (event) => {
    const bubble = run(fromLesson, 'answer.completed', 'stay')
    const after = run(bubble, event)
    expect(after.bubbleVisible).toBe(false)
    expect(blockVisible(after)).toBe(false)
  })
})

describe('came.from', () => {
  it('takes a lesson or challenge page the student opened the assistant from as the way back', () => {
    const lesson = '/course/1/topic/2/lesson/3'
    const state = backToLesson(initialBackToLesson(null), { type: 'came.from', path: lesson })
    expect(state.backPath).toBe(lesson)
    expect(blockVisible(state)).toBe(false)
    expect(blockVisible(backToLesson(state, { type: 'answer.completed' }))).toBe(true)
  })

  it('ignores other pages and never replaces the way back the URL named', () => {
    expect(backToLesson(initialBackToLesson(null), { type: 'came.from', path: '/ai-tips' }).backPath).toBeNull()
    expect(backToLesson(initialBackToLesson(null), { type: 'came.from', path: null }).backPath).toBeNull()
    expect(backToLesson(initialBackToLesson('/challenge/7'), { type: 'came.from', path: '/course/1/topic/2/lesson/3' }).backPath).toBe(
      '/challenge/7',
    )
  })
})
