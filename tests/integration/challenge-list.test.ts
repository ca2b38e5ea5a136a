import { describe, expect, it } from 'vitest'
import { loadChallenges } from '../../app/learning/server/home.server'
import { createCourse } from '../support/catalogue'
import { createStudent, getPayloadClient } from '../support/students'

// /challenges (issue #15): a trial student on the apps whose challenges are hidden is told so.
describe('the challenge list of a trial student', () => {
  it('says the trial hides the challenges, and shows them once one is open in the trial', async () => {
    const payload = await getPayloadClient()
    const { student } = await createStudent()
    const hidden = await createCourse(payload, { title: 'Hidden challenge', type: 'challenge', availableInTrial: false })

    const onApp = await loadChallenges(student, { platform: 'android', status: 'other' }, false)
    expect(onApp).toEqual({ challenges: [], empty: 'hidden-in-trial' })
    const onWeb = await loadChallenges(student, { platform: 'web', status: 'other' }, false)
    expect(onWeb.challenges.map((course) => course.id)).toEqual([hidden.id])
    expect(onWeb.empty).toBeNull()

    const open = await createCourse(payload, { title: 'Trial challenge', type: 'challenge', availableInTrial: true })
    const later = await loadChallenges(student, { platform: 'ios', status: 'other' }, false)
    expect(later.challenges.map((course) => course.id)).toEqual([open.id])
    expect(later.empty).toBeNull()
  })
})
