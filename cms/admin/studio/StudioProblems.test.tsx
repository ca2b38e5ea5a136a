import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { WordedIssue } from './issue-words'
import { StudioProblems, StudioProblemsBar } from './StudioProblems'

const problems: WordedIssue[] = [
  { path: 'screens[3].title', place: 'Screen 4 “GoalScreen” → Title', label: 'Title', message: 'Give this screen a title' },
  { path: 'settings.paywall.planSet', place: 'Funnel settings → Plans', label: 'Plans', message: 'Choose the plans' },
]
const go = () => {}
const items = (html: string) => [...html.matchAll(/aria-label="([^"]*)"/g)].map((match) => match[1]).filter((label) => label!.includes(':'))

describe("the studio's problems", () => {
  it('shows nothing in the bar when the draft has none', () => {
    expect(renderToStaticMarkup(<StudioProblemsBar problems={[]} onGo={go} />)).toBe('')
  })

  it('says in the bar what the review sheet says, closed to one line until opened', () => {
    const bar = renderToStaticMarkup(<StudioProblemsBar problems={problems} onGo={go} />)
    const sheet = renderToStaticMarkup(<StudioProblems problems={problems} onGo={go} />)
    expect(bar).toContain('Fix these 2 problems before publishing')
    expect(sheet).toContain('Fix these 2 problems before publishing')
    expect(items(bar)).toEqual(['Screen 4 “GoalScreen” → Title: Give this screen a title', 'Funnel settings → Plans: Choose the plans'])
    expect(items(bar)).toEqual(items(sheet))
    expect(bar).toMatch(/aria-expanded="false"/)
    expect(bar).toMatch(/class="studio-problems-bar__list" hidden=""/)
  })
})
