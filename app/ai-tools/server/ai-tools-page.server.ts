import { getEnv } from '../../../config/env'
import { idKey } from '@schemas/id'
import type { SessionStudent } from '../../core/session.server'
import { promptLimitFeature } from '@schemas/assistant/options'
import { readCounter } from '~/assistant/index.server'
import type { FeatureCounter } from '~/assistant'
import { aiToolsAccess } from './ai-tools-pack.server'
import { type AiToolsOffer, aiToolsOffer } from './ai-tools-offer.server'

export type AiToolsPage = {
  /** Names this student's client-storage keys. */
  owner: string
  hasPack: boolean
  /** Without the pack: the day's assistant prompts, offered on the paywall meanwhile (spec: a pack failure loads the prompt limit). */
  prompts: FeatureCounter | null
  /** Without the pack: the pack for sale in one click, when the student has a plan and a saved card. */
  offer: AiToolsOffer | null
  pollIntervalMs: number
  /** Which services answer, said plainly on the page (the simulators make real files, but not with AI). */
  videoMode: 'heygen' | 'simulator' | 'off'
  imageMode: 'gemini' | 'simulator' | 'off'
}

export async function aiToolsPage(student: SessionStudent): Promise<AiToolsPage> {
  const { media } = getEnv()
  const access = await aiToolsAccess(student)
  const hasPack = access === 'owned'
  return {
    owner: idKey(student.id),
    hasPack,
    prompts: hasPack ? null : await readCounter(student, promptLimitFeature),
    offer: hasPack ? null : await aiToolsOffer(student),
    pollIntervalMs: media.videoPollMs,
    videoMode: !media.video ? 'off' : media.video.simulated ? 'simulator' : 'heygen',
    imageMode: !media.image ? 'off' : media.image.simulated ? 'simulator' : 'gemini',
  }
}
