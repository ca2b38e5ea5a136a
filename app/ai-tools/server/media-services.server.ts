import { getEnv } from '../../../config/env'
import { problem } from '../../core/problem'
import { createGeminiService } from '../gemini/adapter.server'
import { createHeygenService } from '../heygen/adapter.server'
import type { ImageService, VideoService } from '../video-service'

/** The avatar-video service of this process: HeyGen with HEYGEN_API_KEY, else its local simulator. */
export function videoService(): VideoService {
  const config = getEnv().media.video
  if (!config) throw problem(503, 'Video service unavailable', 'Making talking videos is not available at the moment.')
  return createHeygenService(config)
}

/** The image model of this process: Gemini with GEMINI_API_KEY, else its local simulator. */
export function imageService(): ImageService {
  const config = getEnv().media.image
  if (!config) throw problem(503, 'Image service unavailable', 'Image editing is not available at the moment.')
  return createGeminiService(config)
}
