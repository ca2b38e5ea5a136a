import { useNavigate } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import funnelStyles from '../../styles/funnel.css?url'
import playerStyles from '../../styles/funnel-player.css?url'
import modalStyles from '../../styles/product-tour-modal.css?url'
import { useFunnelActor, FunnelFrame } from '~/funnel'
import { DialogClose } from '~/ui'
import type { ProductTourData } from '../server/product-tour.server'
import { finishProductTour } from './finish-product-tour'

/**
 * The product onboarding modal on /home: the product funnel the server chose, played by the funnel
 * engine inside a full-screen dialog. Rendered open by the server (no flash), made modal once it
 * hydrates. An IntroLesson screen opens the real lesson; the lesson's done button comes back here.
 * Like every modal it can be closed — its Close button or Escape — and closing it is saying "not
 * for me": it is stored as finished, as the last screen would, so it does not come back (issue #46).
 */
export function ProductTourModal({ tour }: { tour: ProductTourData | null }) {
  const [open, setOpen] = useState(tour !== null)
  if (!tour || !open) return null
  return <ProductTourDialog tour={tour} onFinished={() => setOpen(false)} />
}

function ProductTourDialog({ tour, onFinished }: { tour: ProductTourData; onFinished: () => void }) {
  const { page, lessonLinks } = tour
  const navigate = useNavigate()
  const dialog = useRef<HTMLDialogElement>(null)
  const madeModal = useRef(false)
  const [leaving, setLeaving] = useState(false)
  const actor = useFunnelActor(
    page,
    {
      // Product funnels have no paywall; a renew-style screen would check out on the funnel's own page.
      checkout: () => navigate(`/onboarding/${page.funnel.id}`),
      openLesson: (screenId, saved) => {
        const href = lessonLinks[screenId]
        if (!href) return
        setLeaving(true)
        void saved.then(() => navigate(href))
      },
    },
    { prefetch: 'first-tap' },
  )

  useEffect(() => {
    // Open (not modal) from the server's HTML; modal once scripts run: the page behind is inert.
    const element = dialog.current
    if (!element || madeModal.current || typeof element.showModal !== 'function') return
    madeModal.current = true
    if (element.open) element.close()
    element.showModal()
  }, [])

  const { completed, flush } = actor
  const closing = useRef(false)
  /** Escape or Close: the student leaves the onboarding for good (the funnel's events so far are sent first). */
  const dismiss = () => {
    if (closing.current || completed) return
    closing.current = true
    onFinished()
    void flush().then(finishProductTour)
    if (window.location.search) navigate('/home', { replace: true, preventScrollReset: true })
  }
  useEffect(() => {
    if (!completed) return
    void flush()
      .then(finishProductTour)
      .then(() => {
        onFinished()
        // The return from the intro lesson leaves its query behind; a reload should not carry it.
        if (window.location.search) navigate('/home', { replace: true, preventScrollReset: true })
      })
  }, [completed, flush, onFinished, navigate])

  const frame = actor.frame ?? page.frame
  return (
    <dialog
      ref={dialog}
      className="onboarding-modal"
      aria-label={page.funnel.title}
      open
      // Escape leaves it, as every modal can be left (the cancel event: `close` also fires for the
      // close() that makes the server's open dialog modal, which is not the student leaving).
      onCancel={(event) => {
        event.preventDefault()
        dismiss()
      }}
    >
      <DialogClose label="Close onboarding" onClose={dismiss} />
      <link rel="stylesheet" href={funnelStyles} precedence="default" />
      <link rel="stylesheet" href={playerStyles} precedence="default" />
      <link rel="stylesheet" href={modalStyles} precedence="default" />
      {leaving || completed ? (
        <p className="onboarding-modal__status" role="status">
          {completed ? 'Getting your home ready…' : 'Opening your lesson…'}
        </p>
      ) : (
        <FunnelFrame
          frame={frame}
          paywall={page.paywalls[frame.screen.id]}
          live={actor.live}
          formAction={`/onboarding/${page.funnel.id}`}
          send={actor.send}
        />
      )}
    </dialog>
  )
}
