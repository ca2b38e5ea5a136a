import { getEnv } from '../../../config/env'
import { idKey } from '../../../schemas/id'
import type { SessionStudent } from '../../auth/server/session.server'
import { hasAiToolsPack } from './ai-tools-pack.server'

export type AiToolsPage = {
  /** Names this student's client-storage keys. */
  owner: string
  hasPack: boolean
  pollIntervalMs: number
  /** Which services answer, said plainly on the page (the simulators make real files, but not with AI). */
  videoMode: 'heygen' | 'simulator' | 'off'
  imageMode: 'gemini' | 'simulator' | 'off'
}

export async function aiToolsPage(student: SessionStudent): Promise<AiToolsPage> {
  const { media } = getEnv()
  return {
    owner: idKey(student.id),
    hasPack: await hasAiToolsPack(student),
    pollIntervalMs: media.videoPollMs,
    videoMode: !media.video ? 'off' : media.video.simulated ? 'simulator' : 'heygen',
    imageMode: !media.image ? 'off' : media.image.simulated ? 'simulator' : 'gemini',
  }
}
