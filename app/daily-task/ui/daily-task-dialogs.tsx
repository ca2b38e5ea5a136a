import { PartyPopper } from 'lucide-react'
import { useState } from 'react'
import { useFetcher } from '@remix-run/react'
import { Button, ButtonLink, Card, DialogClose } from '~/ui'
import { useModal } from './use-modal'

/**
 * How the daily task works, shown until the metadata dailyTaskOnboardingCompleted is "true"; "Got it"
 * sets it. A card at the top of the page, not a modal: the student reads it with the task in view, and
 * it is not one more interruption on a first visit (issue #46: at most one modal on arrival).
 */
export function DailyTaskIntro({ show }: { show: boolean }) {
  const fetcher = useFetcher()
  const [dismissed, setDismissed] = useState(false)
  if (!show || dismissed) return null
  return (
    <Card aria-labelledby="daily-onboarding-title" className="daily-onboarding">
      <h2 id="daily-onboarding-title">Your daily AI practice</h2>
      <ol className="daily-steps">
        <li>Read today’s task: a new one every day.</li>
        <li>Write your prompt and submit it.</li>
        <li>Read the answer and the checklist. Tick every item to complete the day.</li>
      </ol>
      <fetcher.Form method="post" onSubmit={() => setDismissed(true)}>
        <input type="hidden" name="intent" value="onboarding-done" />
        <Button type="submit" variant="secondary">
          Got it
        </Button>
      </fetcher.Form>
    </Card>
  )
}

/** Shown when a submission passes every item. */
export function DailyTaskComplete({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { ref, open } = useModal(show)
  if (!show) return null
  return (
    <dialog ref={ref} open={open} className="modal" aria-labelledby="daily-complete-title" onClose={onClose}>
      <DialogClose />
      <h2 id="daily-complete-title">Daily task complete!</h2>
      {/* Drawn, not an emoji: a phone without an emoji font would show an empty box. */}
      <p className="big-number" aria-hidden="true">
        <PartyPopper size={48} className="daily-complete__icon" />
      </p>
      <p>Your prompt did everything the task asked. Come back tomorrow for a new one.</p>
      <form method="dialog" className="stack-form">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button type="submit" block autoFocus>
          Keep practising
        </Button>
        <ButtonLink to="/home" variant="quiet" block>
          Back to home
        </ButtonLink>
      </form>
    </dialog>
  )
}
