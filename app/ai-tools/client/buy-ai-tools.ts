import type { AiToolsOffer } from '~/ai-tools/server/ai-tools-offer.server'
import type { FeatureCounter } from '~/assistant'

export type PurchaseResult = { outcome: 'success' | 'processing' | 'fail'; message?: string }

/** Today's assistant prompts, as the paywall loads them (spec §2: the paywall loads the prompt limit). */
export async function loadPromptLimit(): Promise<FeatureCounter | null> {
  const response = await fetch('/api/features/ai_tools_prompts_limit').catch(() => null)
  if (!response?.ok) return null
  return (await response.json().catch(() => null)) as FeatureCounter | null
}

/** The pack in one click on the saved card, through the same endpoint the upsell flow charges with. */
export async function buyAiTools(offer: AiToolsOffer): Promise<PurchaseResult> {
  const body =
    offer.chargePath === '/api/payments/solidgate/charge'
      ? { productId: offer.productId, currency: offer.currency, platform: 'web', purchasePageURL: window.location.href }
      : { planCode: offer.productId }
  const response = await fetch(offer.chargePath, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => null)
  const answer = (await response?.json().catch(() => null)) as { outcome?: string; message?: string; error?: { message?: string } } | null
  if (!response?.ok) return { outcome: 'fail', message: answer?.error?.message ?? 'The payment did not go through. Please try again.' }
  const outcome = answer?.outcome === 'success' || answer?.outcome === 'processing' ? answer.outcome : 'fail'
  return { outcome, ...(answer?.message ? { message: answer.message } : {}) }
}
