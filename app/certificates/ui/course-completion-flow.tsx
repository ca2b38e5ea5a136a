import type React from 'react'
import { useEffect, useRef, useState } from 'react'
import { type CertificateIssue, type CompletionEvent, type CompletionStep, firstStep, nextStep } from '../rules/completion-flow'
import { Button } from '~/ui'
import { CertificateNameForm } from './certificate-name-form'
import { CertificateShareSheet } from './certificate-share-sheet'

/**
 * Where the course feedback form plugs in: it is shown first, inside the completion dialog, and
 * calls `onDone` when the student has sent or skipped it. Without one the flow starts at the certificate.
 */
export type CourseFeedbackSlot = (props: { courseId: string; courseName: string; onDone: () => void }) => React.ReactNode

export type CourseCompletion = { courseId: string; courseName: string; certificate: CertificateIssue }

type Props = { completion: CourseCompletion | null; courseFeedback?: CourseFeedbackSlot }

/** The dialog after a course or challenge completes: feedback, then the name if missing, then the certificate. */
export function CourseCompletionFlow({ completion, courseFeedback }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const [step, setStep] = useState<CompletionStep>({ step: 'closed' })
  useEffect(() => {
    setStep(completion ? firstStep(completion.certificate, Boolean(courseFeedback)) : { step: 'closed' })
  }, [completion, courseFeedback])
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    // The feedback step brings its own dialog; this one holds the name and the certificate.
    const shown = step.step === 'name' || step.step === 'certificate'
    if (shown && !element.open) element.showModal()
    if (!shown && element.open) element.close()
  }, [step])

  const send = (event: CompletionEvent) => completion && setStep((current) => nextStep(current, event, completion.certificate))

  return (
    <>
      {completion && step.step === 'feedback' && courseFeedback
        ? courseFeedback({
            courseId: completion.courseId,
            courseName: completion.courseName,
            onDone: () => send({ type: 'feedback.done' }),
          })
        : null}
      <dialog
        ref={dialog}
        className="ui-dialog completion-modal"
        aria-labelledby="completion-title"
        onClose={() => step.step !== 'feedback' && send({ type: 'close' })}
      >
        {completion && step.step === 'name' ? (
          <CertificateNameForm courseId={completion.courseId} onSaved={(certificateId) => send({ type: 'name.saved', certificateId })} />
        ) : null}
        {completion && step.step === 'certificate' ? <CertificateShareSheet id={step.id} courseName={completion.courseName} /> : null}
        <form method="dialog" className="completion-modal__close">
          <Button type="submit" variant="quiet" block>
            Close
          </Button>
        </form>
      </dialog>
    </>
  )
}
