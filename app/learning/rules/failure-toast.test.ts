import { describe, expect, it } from 'vitest'
import { failureToastText } from './failure-toast'

describe('failureToastText', () => {
  it("shows the server's message of a refusal", () => {
    expect(failureToastText({ problem: { status: 404, title: 'Not found', message: 'This lesson was not found.' } })).toBe(
      'This lesson was not found.',
    )
  })

  it('shows nothing when the title is null, or for an answer that is not a refusal', () => {
    expect(failureToastText({ problem: { status: 400, title: null, message: 'Quiet failure' } })).toBeNull()
    expect(failureToastText({ completion: { progress: 50 } })).toBeNull()
    expect(failureToastText(undefined)).toBeNull()
  })
})
