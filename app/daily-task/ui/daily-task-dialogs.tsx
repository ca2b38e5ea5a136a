import { PartyPopper } from 'lucide-react'
import { useRef, useState } from 'react'
import { useFetcher } from '@remix-run/react'
import { Button, ButtonLink } from '~/ui'
import { useModal } from './use-modal'

/** Shown until the metadata dailyTaskOnboardingCompleted is "true"; closing it (either way) sets it. */
export function DailyTaskOnboarding({ show }: { show: boolean }) {
  const fetcher = useFetcher()
  const [dismissed, setDismissed] = useState(false)
  const sent = useRef(false)
  const { ref, open } = useModal(show && !dismissed)
  const finish = () => {
    setDismissed(true)
    if (sent.current) return
    sent.current = true
    void fetcher.submit({ intent: 'onboarding-done' }, { method: 'post' })
  }
  if (!show) return null
  return (
    <dialog ref={ref} open={open} className="modal" aria-labelledby="daily-onboarding-title" onClose={finish}>
      <h2 id="daily-onboarding-title">Your daily AI practice</h2>
      <ol className="daily-steps">
        <li>Read today’s task: a new one every day.</li>
        <li>Write your prompt and submit it.</li>
        <li>Read the answer and the checklist. Tick every item to complete the day.</li>
      </ol>
      <fetcher.Form
        method="post"
        onSubmit={() => {
          sent.current = true
          setDismissed(true)
        }}
      >
        <input type="hidden" name="intent" value="onboarding-done" />
        {/* A modal dialog puts focus on its action when it opens (WAI-ARIA dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button type="submit" block autoFocus>
          Got it
        </Button>
      </fetcher.Form>
    </dialog>
  )
}

/** Shown when a submission passes every item. */
export function DailyTaskComplete({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { ref, open } = useModal(show)
  if (!show) return null
  return (
    <dialog ref={ref} open={open} className="modal" aria-labelledby="daily-complete-title" onClose={onClose}>
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
