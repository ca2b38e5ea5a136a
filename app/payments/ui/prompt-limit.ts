import { useEffect, useState } from 'react'
import type { Answer, featureCounterAnswer } from '@schemas/api/answers'

type FeatureCounter = Answer<typeof featureCounterAnswer>

/** The spec's prompt-limit feature, which an AI tools pack failure loads (learning-app.md, Upsell flow). */
const promptLimitPath = '/api/features/ai_tools_prompts_limit'

async function loadPromptLimit(): Promise<FeatureCounter | null> {
  const response = await fetch(promptLimitPath).catch(() => null)
  if (!response?.ok) return null
  return (await response.json().catch(() => null)) as FeatureCounter | null
}

/** Today's assistant prompts, loaded while `active` (null until they arrive, or when they cannot be read). */
export function usePromptLimit(active: boolean): FeatureCounter | null {
  const [counter, setCounter] = useState<FeatureCounter | null>(null)
  useEffect(() => {
    if (!active) return
    let current = true
    void loadPromptLimit().then((loaded) => {
      if (current) setCounter(loaded)
    })
    return () => {
      current = false
    }
  }, [active])
  return counter
}
