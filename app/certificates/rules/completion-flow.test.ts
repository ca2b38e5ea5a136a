import { describe, expect, it } from 'vitest'
import { type CertificateIssue, firstStep, nextStep } from './completion-flow'

const issued: CertificateIssue = { status: 'issued', id: 'AbCdEfGhIjKlMnOpQrStUv' }
const needsName: CertificateIssue = { status: 'needs-name' }
const off: CertificateIssue = { status: 'off' }

describe('after a course completes', () => {
  it('asks for course feedback first when the app has it, then shows the certificate', () => {
    const start = firstStep(issued, true)
    expect(start).toEqual({ step: 'feedback' })
    expect(nextStep(start, { type: 'feedback.done' }, issued)).toEqual({ step: 'certificate', id: issued.id })
  })

  it('goes straight to the certificate without a feedback step', () => {
    expect(firstStep(issued, false)).toEqual({ step: 'certificate', id: issued.id })
  })

  it('asks for the first name before the certificate when the student has none', () => {
    const name = nextStep(firstStep(needsName, true), { type: 'feedback.done' }, needsName)
    expect(name).toEqual({ step: 'name' })
    expect(nextStep(name, { type: 'name.saved', certificateId: 'x'.repeat(22) }, needsName)).toEqual({
      step: 'certificate',
      id: 'x'.repeat(22),
    })
    expect(nextStep(name, { type: 'name.saved', certificateId: null }, needsName)).toEqual({ step: 'closed' })
  })

  it('shows no certificate when certificates are off, and closes from any step', () => {
    expect(firstStep(off, false)).toEqual({ step: 'closed' })
    expect(nextStep({ step: 'feedback' }, { type: 'feedback.done' }, off)).toEqual({ step: 'closed' })
    for (const step of [{ step: 'feedback' }, { step: 'name' }, { step: 'certificate', id: issued.id }] as const)
      expect(nextStep(step, { type: 'close' }, issued)).toEqual({ step: 'closed' })
  })

  it('ignores events that do not belong to the current step', () => {
    expect(nextStep({ step: 'certificate', id: issued.id }, { type: 'feedback.done' }, issued)).toEqual({
      step: 'certificate',
      id: issued.id,
    })
    expect(nextStep({ step: 'feedback' }, { type: 'name.saved', certificateId: 'y' }, issued)).toEqual({ step: 'feedback' })
  })
})
