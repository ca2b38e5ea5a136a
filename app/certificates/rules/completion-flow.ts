/**
 * What follows a completed course or challenge (spec "Certificate and course feedback"): the course
 * feedback first (when the app has it), then the certificate — through the name input when the
 * student has no first name yet — and its share sheet. Pure, so the order is tested without a browser.
 */
export type CertificateIssue = { status: 'issued'; id: string } | { status: 'needs-name' } | { status: 'off' }

export type CompletionStep = { step: 'feedback' } | { step: 'name' } | { step: 'certificate'; id: string } | { step: 'closed' }

export type CompletionEvent = { type: 'feedback.done' } | { type: 'name.saved'; certificateId: string | null } | { type: 'close' }

export function firstStep(certificate: CertificateIssue, hasFeedback: boolean): CompletionStep {
  return hasFeedback ? { step: 'feedback' } : certificateStep(certificate)
}

function certificateStep(certificate: CertificateIssue): CompletionStep {
  if (certificate.status === 'issued') return { step: 'certificate', id: certificate.id }
  if (certificate.status === 'needs-name') return { step: 'name' }
  return { step: 'closed' }
}

export function nextStep(current: CompletionStep, event: CompletionEvent, certificate: CertificateIssue): CompletionStep {
  if (event.type === 'close') return { step: 'closed' }
  if (current.step === 'feedback' && event.type === 'feedback.done') return certificateStep(certificate)
  if (current.step === 'name' && event.type === 'name.saved')
    return event.certificateId ? { step: 'certificate', id: event.certificateId } : { step: 'closed' }
  return current
}
