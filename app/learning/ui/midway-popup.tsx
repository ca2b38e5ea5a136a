import { type RefObject, useEffect, useState } from 'react'
import { Button } from '~/ui'
import { midwayShownKey } from '../rules/midway'

/** True once the element has been in view (a wall lesson: the student scrolled to it). */
export function useSeen(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!watch || seen || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true)
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, watch, seen])
  return seen
}

function firstTimeThisSession(lessonId: string | number): boolean {
  try {
    const key = midwayShownKey(lessonId)
    if (window.sessionStorage.getItem(key)) return false
    window.sessionStorage.setItem(key, '1')
  } catch {
    // Storage refused (private mode): show it; at worst it shows again on the next visit.
  }
  return true
}

/**
 * The intro lesson's midway popup: a word of encouragement once per lesson visit (session storage).
 * Not a dialog: it takes no focus and traps nothing. It hangs from a zero-height sticky anchor right
 * after the middle section: it shifts no content, stays at the viewport's bottom while the student
 * reads on, and scrolls away with that anchor well before the done button comes.
 * Its entrance animation plays only without reduced motion (learning.css).
 */
export function MidwayPopup({ lessonId, reached }: { lessonId: string | number; reached: boolean }) {
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (reached && firstTimeThisSession(lessonId)) setShown(true)
  }, [reached, lessonId])
  if (!shown) return null
  return (
    <div className="midway-anchor">
      <aside className="midway-popup" aria-label="Halfway there" data-testid="midway-popup">
        <p role="status">
          <strong>Halfway there!</strong> You are doing great — a little more and your first lesson is done.
        </p>
        <Button variant="quiet" size="small" onClick={() => setShown(false)}>
          Dismiss
        </Button>
      </aside>
    </div>
  )
}
