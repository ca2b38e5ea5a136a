import { Link, useRevalidator } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { upsellPackLabels } from '@schemas/payments/upsell-labels'
import { buyAiTools, loadPromptLimit, type PurchaseResult } from '~/ai-tools/client/buy-ai-tools'
import type { AiToolsOffer } from '~/ai-tools/server/ai-tools-offer.server'
import type { FeatureCounter } from '~/assistant'
import { Button, Card, Dialog } from '~/ui'

/**
 * The AI tools paywall modal (spec §2 overlays): opens on arrival for a student without the pack,
 * loads today's prompt limit and sells the pack in one click on the saved card. Closing it leaves the
 * page's own card, which can open it again.
 */
export function AiToolsPaywall({ prompts: loaded, offer }: { prompts: FeatureCounter | null; offer: AiToolsOffer | null }) {
  const [open, setOpen] = useState(true)
  const [prompts, setPrompts] = useState(loaded)
  const [buying, setBuying] = useState(false)
  const [result, setResult] = useState<PurchaseResult | null>(null)
  const revalidator = useRevalidator()

  useEffect(() => {
    if (!open) return
    let current = true
    void loadPromptLimit().then((counter) => {
      if (current && counter) setPrompts(counter)
    })
    return () => {
      current = false
    }
  }, [open])

  const buy = async () => {
    if (!offer) return
    setBuying(true)
    const answer = await buyAiTools(offer)
    setBuying(false)
    setResult(answer)
    if (answer.outcome === 'success') revalidator.revalidate()
  }

  const pack = upsellPackLabels.ai_tools
  return (
    <>
      <Card aria-labelledby="ai-tools-locked">
        <h2 id="ai-tools-locked">{`The AI tools come with the ${pack}`}</h2>
        <p>Turn a photo into a talking video and edit images with AI.</p>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          See the {pack}
        </Button>
      </Card>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={`Unlock the ${pack}`}
        actions={
          <>
            {offer && result?.outcome !== 'success' ? (
              <Button onClick={() => void buy()} loading={buying}>
                {`Buy for ${offer.priceText}${offer.cardLast4 ? ` — card •••• ${offer.cardLast4}` : ''}`}
              </Button>
            ) : null}
          </>
        }
      >
        <ul>
          <li>Talking videos made from your photo and your script</li>
          <li>Image editing with AI</li>
        </ul>
        {offer ? <p>A one-time add-on to your plan, charged to your saved card — yours to keep after the plan ends.</p> : null}
        {!offer ? <p>The pack comes as an add-on once you have a plan.</p> : null}
        {result ? (
          <p role={result.outcome === 'fail' ? 'alert' : 'status'}>
            {result.outcome === 'success'
              ? 'The AI tools are yours. Opening them…'
              : result.outcome === 'processing'
                ? 'Your payment is being processed. The tools open here as soon as it goes through.'
                : (result.message ?? 'The payment did not go through. Please try again.')}
          </p>
        ) : null}
        {prompts ? (
          <p data-testid="paywall-prompts-left">
            Meanwhile the <Link to="/assistant">AI assistant</Link> is yours: {prompts.remaining_count} of {prompts.feature_limit} prompts
            left today.
          </p>
        ) : null}
      </Dialog>
    </>
  )
}
