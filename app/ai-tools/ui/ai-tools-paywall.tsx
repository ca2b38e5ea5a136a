import { Link } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { upsellPackLabels } from '../../../schemas/payments/upsell-labels'
import type { FeatureCounter } from '~/assistant/rules/prompt-limit'

/**
 * The AI tools paywall modal (spec §2 overlays): opens on arrival for a student without the AI tools
 * pack. Closing it leaves the page's own note, which can open it again.
 */
export function AiToolsPaywall({
  prompts,
  packEnded,
}: {
  prompts: FeatureCounter | null
  packEnded: { message: string; renew: boolean } | null
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal()
  }, [])
  return (
    <>
      <section className="card" aria-labelledby="ai-tools-locked">
        <h2 id="ai-tools-locked">
          {packEnded ? `Your ${upsellPackLabels.ai_tools} has ended` : `The AI tools come with the ${upsellPackLabels.ai_tools}`}
        </h2>
        <p>{packEnded ? packEnded.message : 'Turn a photo into a talking video and edit images with an AI model.'}</p>
        <button type="button" onClick={() => dialog.current?.showModal()}>
          See the {upsellPackLabels.ai_tools}
        </button>
      </section>
      <dialog ref={dialog} className="modal" aria-labelledby="ai-tools-paywall-title">
        <h2 id="ai-tools-paywall-title">Unlock the {upsellPackLabels.ai_tools}</h2>
        <ul>
          <li>Talking videos made from your photo and your script</li>
          <li>Image editing with an AI image model</li>
        </ul>
        {packEnded ? <p>{packEnded.message}</p> : null}
        <p>The pack is a one-time add-on to your plan. Ask support to add it, or take it when it is offered after your payment.</p>
        {prompts ? (
          <p>
            Meanwhile the <Link to="/assistant">AI assistant</Link> is yours: {prompts.remaining_count} of {prompts.feature_limit} prompts
            left today.
          </p>
        ) : null}
        <div className="dialog-actions">
          {packEnded?.renew ? (
            <Link to="/subscriptions/renew" className="button-link">
              Renew your plan
            </Link>
          ) : null}
          <Link to="/home" className="button-link">
            Back to home
          </Link>
          <form method="dialog">
            <button type="submit" className="secondary">
              Close
            </button>
          </form>
        </div>
      </dialog>
    </>
  )
}
