/**
 * The avatar-video service the AI tools use (spec: "{video-service}"): upload an image, make a
 * talking video of it, ask how it is going. The real adapter is HeyGen's (./heygen/adapter.server.ts),
 * the embedded default its local simulator (dev/simulators/media/heygen/). Failures are
 * VideoServiceError (./rules/media-errors.ts), named by the spec's catalogue.
 */
export type Orientation = 'portrait' | 'landscape'
export type VideoRequest = { imageKey: string; title: string; script: string; voiceId: string; orientation: Orientation }
/** The service's own status word (pending, processing, waiting, completed, succeeded, failed, …). */
export type VideoStatus = { status: string; url: string | null; thumbnail: string | null; error: string | null }

export interface VideoService {
  readonly name: 'heygen'
  uploadImage(image: Uint8Array, contentType: 'image/jpeg' | 'image/png'): Promise<{ imageKey: string; url: string | null }>
  generateVideo(request: VideoRequest): Promise<{ videoId: string }>
  videoStatus(videoId: string): Promise<VideoStatus>
}

/** The image model (spec: generate-image-gemini): an edited image from a prompt and an input image. */
export interface ImageService {
  readonly model: string
  editImage(request: { prompt: string; image: Uint8Array; contentType: string }): Promise<{ image: Uint8Array; contentType: string }>
}
