import { getEnv } from '../../../config/env'
import type { SessionStudent } from '../../auth/server/session.server'
import { hasAiToolsPack } from './ai-tools-pack.server'

export type AiToolsPage = {
  hasPack: boolean
  pollIntervalMs: number
  /** Which services answer, said plainly on the page (the simulators make real files, but not with AI). */
  videoMode: 'heygen' | 'simulator' | 'off'
  imageMode: 'gemini' | 'simulator' | 'off'
}

export async function aiToolsPage(student: SessionStudent): Promise<AiToolsPage> {
  const { media } = getEnv()
  return {
    hasPack: await hasAiToolsPack(student),
    pollIntervalMs: media.videoPollMs,
    videoMode: !media.video ? 'off' : media.video.simulated ? 'simulator' : 'heygen',
    imageMode: !media.image ? 'off' : media.image.simulated ? 'simulator' : 'gemini',
  }
}
