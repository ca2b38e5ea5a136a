import { Flame } from 'lucide-react'
import { useEffect, useMemo, useRef } from 'react'
import { Button, DialogClose } from '~/ui'
import { pickStreakTitle, streakModalStatus } from '~/learning/rules/streak-titles'

/**
 * Opens when the current streak (or its id) changes after a completion: after the action it
 * celebrates, never in the middle of a lesson. A native modal dialog: Escape or Close dismiss it.
 */
export function StreakModal({ streak, onClose }: { streak: number | null; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null)
  // Picked once per streak value, so a re-render does not change the title under the reader.
  const title = useMemo(() => (streak === null ? '' : pickStreakTitle(streakModalStatus(streak))), [streak])
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (streak !== null && !element.open) element.showModal()
    if (streak === null && element.open) element.close()
  }, [streak])
  return (
    <dialog ref={dialog} className="ui-dialog streak-modal" aria-labelledby="streak-modal-title streak-modal-count" onClose={onClose}>
      <DialogClose />
      <h2 className="ui-dialog__title" id="streak-modal-title">
        {title}
      </h2>
      <p id="streak-modal-count">
        Streak: {streak ?? 0} {streak === 1 ? 'day' : 'days'}
      </p>
      {/* Drawn, not an emoji: a phone without an emoji font would show an empty box. */}
      <p className="big-number streak-modal__count" aria-hidden="true">
        <Flame size={44} className="complete-moment__flame" />
        {streak}
      </p>
      <p>{streak === 1 ? 'You started a streak. Come back tomorrow to keep it going!' : 'You kept your streak going. See you tomorrow!'}</p>
      <form method="dialog">
        {/* A modal dialog puts focus on its action when it opens (WAI-ARIA dialog pattern). */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button type="submit" block autoFocus>
          Keep learning
        </Button>
      </form>
    </dialog>
  )
}
