import { describe, expect, it } from 'vitest'
import { appTabs, assistantTab, currentTab } from './app-tabs'

describe('currentTab', () => {
  it.each([
    ['/home', 'home'],
    ['/courses', 'courses'],
    ['/challenges', 'challenges'],
    ['/assistant', 'assistant'],
    ['/profile', 'profile'],
  ])('marks %s as its own tab’s page', (path, id) => {
    expect(currentTab(path)).toEqual({ id, exact: true })
  })

  it.each([
    ['/streak', 'home'],
    ['/daily-task', 'home'],
    ['/learning-plan', 'home'],
    ['/course/12', 'courses'],
    ['/course/12/topic/3/lesson/40', 'courses'],
    ['/challenge/7', 'challenges'],
    ['/challenges/finished', 'challenges'],
    ['/ai-tips/4', 'assistant'],
    ['/ai-tools', 'assistant'],
    ['/profile/settings', 'profile'],
    ['/profile/settings/billing-history/details/5', 'profile'],
  ])('puts %s under the %s tab', (path, id) => {
    expect(currentTab(path)).toEqual({ id, exact: false })
  })

  it('matches whole segments only', () => {
    expect(currentTab('/homework')).toBeNull()
    expect(currentTab('/courses-old')).toBeNull()
    expect(currentTab('/profiles')).toBeNull()
  })

  it('ignores a trailing slash', () => {
    expect(currentTab('/courses/')).toEqual({ id: 'courses', exact: true })
  })

  it('marks no tab on pages outside the app’s destinations', () => {
    expect(currentTab('/')).toBeNull()
    expect(currentTab('/certificate/3')).toBeNull()
  })

  it('lists the AI tab before Profile', () => {
    expect(appTabs.map((tab) => tab.id)).toEqual(['home', 'courses', 'challenges', 'assistant', 'profile'])
    expect(appTabs).toContain(assistantTab)
  })

  it('lists each destination once, each tab owning its own page', () => {
    expect(new Set(appTabs.map((tab) => tab.id)).size).toBe(appTabs.length)
    for (const tab of appTabs) expect(tab.sections).toContain(tab.href)
  })
})
