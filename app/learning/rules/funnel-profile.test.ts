import { describe, expect, it } from 'vitest'
import { defaultGoal, profileFromAnswers } from './funnel-profile'

const single = (question: string, value: string) => ({ question, data: { id: value.toLowerCase(), value } })

describe('the learning profile from funnel answers', () => {
  it('reads goal, AI knowledge, time per day and the typed name (challenge_v1 wording)', () => {
    const profile = profileFromAnswers(
      [
        single('What is your main goal?', 'Professional growth'),
        single('How comfortable are you using AI tools?', 'Very comfortable'),
        single('How would you rate your AI knowledge?', 'Intermediate — I use AI regularly'),
        single('How much time can you dedicate to learning each day?', '15 min/day'),
        { question: 'What is your name?', data: { value: 'Alex' } },
      ],
      { email: 'someone@example.com' },
    )
    expect(profile).toMatchObject({
      goal: { value: 'Professional growth' },
      // "Rate your AI knowledge" is preferred over comfort.
      ai_proficiency: { level: 'intermediate' },
      time_per_day: { minutes: 15 },
      name: { value: 'Alex', confident: true },
      source: 'funnel',
    })
    expect(profile.ai_proficiency.description).toMatch(/^Intermediate — I use AI regularly\./)
  })

  it('reads the challenge_100k wording and prefers the account’s first name', () => {
    const profile = profileFromAnswers(
      [
        single('What is your main goal?', 'Earn extra income on the side'),
        single('How confident are you using AI tools?', 'Not confident at all'),
        single('How much time can you invest each day?', '5 min/day'),
      ],
      { firstname: 'Maria', funnelName: 'Alex' },
    )
    expect(profile).toMatchObject({
      ai_proficiency: { level: 'beginner' },
      time_per_day: { minutes: 5 },
      name: { value: 'Maria', confident: true },
    })
  })

  it('falls back to defaults without answers, and only guesses the name (not confident)', () => {
    const profile = profileFromAnswers([], { email: 'jane.doe@example.com' })
    expect(profile).toMatchObject({
      goal: { value: defaultGoal },
      ai_proficiency: { level: 'beginner' },
      time_per_day: { minutes: 10 },
      name: { value: 'Jane', confident: false },
      source: 'defaults',
    })
  })
})
