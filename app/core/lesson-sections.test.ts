import { describe, expect, it } from 'vitest'
import { joinSections } from '@cms/collections/Lessons/content'
import {
  backIndex,
  clampPage,
  doneAction,
  flowType,
  isFinished,
  nextIndex,
  openingIndex,
  openTaskIds,
  parseSection,
  splitSections,
  viewQuery,
} from './lesson-sections'

describe('lesson sections', () => {
  it('splits on the marker and drops empty sections', () => {
    expect(splitSections('One\n[========]\n  \n[========]\nTwo')).toEqual(['One', 'Two'])
    expect(splitSections(null)).toEqual([])
  })
  it('reads the sections the CMS joins', () => {
    const content = joinSections([
      { blockType: 'content', body: '# Hi' },
      { blockType: 'tasks', tasks: [4, { id: 5 }] },
      { blockType: 'video', url: 'https://v.example/1', title: 'Intro' },
    ])
    expect(splitSections(content).map(parseSection)).toEqual([
      { kind: 'content', markdown: '# Hi' },
      { kind: 'tasks', taskIds: [4, 5] },
      { kind: 'video', url: 'https://v.example/1', title: 'Intro' },
    ])
  })
  it('keeps task ids as the database gave them (MongoDB ObjectIds too) and drops what cannot be an id', () => {
    const content = joinSections([{ blockType: 'tasks', tasks: ['665f1c2e9b1d4a0012345678', { id: '665f1c2e9b1d4a0012345679' }] }])
    expect(parseSection(content)).toEqual({ kind: 'tasks', taskIds: ['665f1c2e9b1d4a0012345678', '665f1c2e9b1d4a0012345679'] })
    expect(parseSection('```tasks\n{"taskIds":[4,"../x",null,-1,"7"]}\n```')).toEqual({ kind: 'tasks', taskIds: [4, '7'] })
  })
  it('reads a video only with an https address, whatever text was pasted into a content section', () => {
    const videoFence = (url: string) => `\`\`\`video\n${JSON.stringify({ url, title: 'Watch' })}\n\`\`\``
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'http://v.example/1',
      '//v.example/1',
      '/local',
      'not a url',
    ]) {
      expect(parseSection(videoFence(url)), url).toEqual({ kind: 'content', markdown: videoFence(url) })
    }
    expect(parseSection(videoFence('https://v.example/a b'))).toMatchObject({ kind: 'video', url: 'https://v.example/a%20b' })
  })
  it('reads a video’s poster and captions when the fence names them, https or a path on this site only', () => {
    const fence = (settings: object) =>
      `\`\`\`video\n${JSON.stringify({ url: 'https://v.example/1.mp4', title: 'Watch', ...settings })}\n\`\`\``
    expect(parseSection(fence({ poster: '/media/poster.jpg', captions: 'https://v.example/1.en.vtt' }))).toEqual({
      kind: 'video',
      url: 'https://v.example/1.mp4',
      title: 'Watch',
      poster: '/media/poster.jpg',
      captions: 'https://v.example/1.en.vtt',
    })
    for (const bad of ['javascript:alert(1)', '//elsewhere.example/p.jpg', '/\\elsewhere', 'http://v.example/p.jpg', 42])
      expect(parseSection(fence({ poster: bad, captions: bad })), String(bad)).toEqual({
        kind: 'video',
        url: 'https://v.example/1.mp4',
        title: 'Watch',
      })
  })
  it('clamps the page query to a finite section index', () => {
    expect(clampPage('2', 5)).toBe(2)
    expect(clampPage('9', 5)).toBe(4)
    expect(clampPage('-3', 5)).toBe(0)
    expect(clampPage('abc', 5)).toBe(0)
    expect(clampPage('Infinity', 5)).toBe(0)
    expect(clampPage('1.7', 5)).toBe(1)
    expect(clampPage(null, 5)).toBe(0)
    expect(clampPage('3', 0)).toBe(0)
  })
  it('opens on the finished view by its own marker, and on a section otherwise', () => {
    expect(openingIndex('1', '1', 3)).toBe(3)
    expect(openingIndex('1', null, 3)).toBe(1)
    expect(openingIndex('9', 'yes', 3)).toBe(2)
    expect(openingIndex(null, '1', 0)).toBe(0)
  })
  it('writes a view into the query, keeping the other parameters and dropping the restart marker', () => {
    expect(viewQuery(1, 3, new URLSearchParams())).toBe('?page=1')
    expect(viewQuery(3, 3, new URLSearchParams('page=2'))).toBe('?page=2&finished=1')
    expect(viewQuery(0, 3, new URLSearchParams('source=onboarding&page=2&finished=1&restart=1'))).toBe('?source=onboarding&page=0')
    expect(viewQuery(0, 0, new URLSearchParams())).toBe('?page=0')
  })
  it('moves within bounds and finishes past the last section', () => {
    expect(nextIndex(2, 3)).toBe(3)
    expect(nextIndex(3, 3)).toBe(3)
    expect(backIndex(0)).toBe(0)
    expect(isFinished(3, 3)).toBe(true)
    expect(isFinished(2, 3)).toBe(false)
    expect(isFinished(0, 0)).toBe(false)
  })
  it('allows next only when every task on the page is completed', () => {
    expect(openTaskIds([])).toEqual([])
    expect(
      openTaskIds([
        { id: 1, status: 'completed' },
        { id: 2, status: 'completed' },
      ]),
    ).toEqual([])
    expect(
      openTaskIds([
        { id: 1, status: 'completed' },
        { id: 2, status: 'failed' },
        { id: 3, status: 'new' },
      ]),
    ).toEqual([2, 3])
  })
  it('shows intro lessons as a wall, others by the flag', () => {
    expect(flowType(true, 'page')).toBe('wall')
    expect(flowType(false, 'page')).toBe('page')
    expect(flowType(false, 'wall')).toBe('wall')
  })
  it('completes first, then leaves for the right place', () => {
    const base = {
      completed: false,
      isIntroLesson: false,
      inProductTour: false,
      course: { id: 7, type: 'challenge' as const },
      learningPlanEnabled: true,
    }
    expect(doneAction(base)).toEqual({ kind: 'complete' })
    expect(doneAction({ ...base, completed: true })).toEqual({ kind: 'navigate', to: '/challenge/7' })
    expect(doneAction({ ...base, completed: true, course: { id: 2, type: 'course' } })).toEqual({ kind: 'navigate', to: '/course/2' })
    expect(doneAction({ ...base, completed: true, isIntroLesson: true })).toEqual({ kind: 'navigate', to: '/learning-plan' })
    expect(doneAction({ ...base, completed: true, isIntroLesson: true, learningPlanEnabled: false })).toEqual({
      kind: 'navigate',
      to: '/home',
    })
    expect(doneAction({ ...base, completed: true, isIntroLesson: true, inProductTour: true })).toEqual({
      kind: 'navigate',
      to: '/home?source=product_v3_onboarding&onboarding_step=1',
    })
  })
})
