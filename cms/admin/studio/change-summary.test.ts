import { describe, expect, it } from 'vitest'
import { summarizeChanges } from './change-summary'

const option = (id: string, value: string) => ({ id, value })
const goal = { id: 'goal', type: 'SingleOption', title: 'Your goal?', options: [option('a', 'Money'), option('b', 'Fun')] }
const info = { id: 'info', type: 'Info', title: 'Did you know?' }
const email = { id: 'email', type: 'Email', title: 'Your email' }
const paywall = { id: 'paywall', type: 'Paywall', title: 'Plans' }
const funnel = (screens: unknown[], planSet = 'weekly') => ({ id: 'f', title: 'F', settings: { paywall: { planSet } }, screens })

describe('the change summary', () => {
  it('says nothing when nothing changed', () => {
    expect(summarizeChanges(funnel([goal, info, paywall]), funnel([goal, info, paywall]))).toEqual([])
  })

  it('names added, removed and moved screens by their titles', () => {
    const added = { id: 'level', type: 'SingleOption', title: 'Your level?', options: [option('x', 'X'), option('y', 'Y')] }
    expect(summarizeChanges(funnel([goal, info, email, paywall]), funnel([info, goal, added, paywall]))).toEqual([
      'Added the screen “Your level?” (single choice) at position 3.',
      'Removed the screen “Your email” (email).',
      'Moved the screen “Did you know?” (information) from position 2 to 1.',
    ])
  })

  it('says a screen dragged down is no longer where it was, whatever was added before it (issue #47)', () => {
    const intro = { id: 'intro', type: 'Info', title: 'Welcome' }
    const age = { id: 'age', type: 'SingleOption', title: 'How old are you?', options: [option('a', '18–29'), option('b', '30+')] }
    const added = { id: 'screen9', type: 'Info', title: 'New first screen' }
    // The intro dragged from 1 to 3, then a screen added at 1.
    expect(summarizeChanges(funnel([intro, age, goal, info, paywall]), funnel([added, age, goal, intro, info, paywall]))).toEqual([
      'Added the screen “New first screen” (information) at position 1.',
      'Moved the screen “Welcome” (information) from position 1 to 4.',
    ])
  })

  it('lists changed texts old → new, other edits and the plan set', () => {
    const edited = { ...goal, title: 'What is your goal?', options: [option('a', 'Money'), option('b', 'Joy')], buttonType: 'BOX' }
    expect(summarizeChanges(funnel([goal, paywall]), funnel([edited, paywall], 'monthly'))).toEqual([
      'Changed title on the screen “What is your goal?” (single choice): “Your goal?” → “What is your goal?”.',
      'Changed option 2 text on the screen “What is your goal?” (single choice): “Fun” → “Joy”.',
      'Added button style on the screen “What is your goal?” (single choice): “BOX”.',
      "Changed the paywall's plans from “weekly” to “monthly”.",
    ])
  })

  it('names plan sets by their plans when it knows them', () => {
    const names = (id: unknown) => ({ weekly: '1 week · 4 weeks', monthly: '1 month · 1 year' })[String(id)] ?? String(id)
    expect(summarizeChanges(funnel([paywall]), funnel([paywall], 'monthly'), { planSetName: names })).toEqual([
      "Changed the paywall's plans from “1 week · 4 weeks” to “1 month · 1 year”.",
    ])
  })

  it('names screens with their tokens read as values, an answer by the question it answers (issue #47)', () => {
    const dated = { id: 'dated', type: 'Info', title: 'Earn $100K in {{year}} with {{fact:learners}} others' }
    const recap = { id: 'recap', type: 'Info', title: '{{answer:goal.title}}' }
    const year = new Date().getUTCFullYear()
    expect(summarizeChanges(funnel([goal, paywall]), funnel([goal, dated, recap, paywall]))).toEqual([
      `Added the screen “Earn $100K in ${year} with 500,000 others” (information) at position 2.`,
      'Added the screen “answer to “Your goal?”” (information) at position 3.',
    ])
  })
})
