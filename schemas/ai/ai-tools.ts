import { z } from 'zod'

/** Spec §3 Video task statuses. */
export const videoTaskStatuses = ['idle', 'processing', 'completed', 'failed', 'pending'] as const
export type VideoTaskStatus = (typeof videoTaskStatuses)[number]

export const videoOrientations = ['portrait', 'landscape'] as const

/** Spec §5: "The video script falls back to a sample line when empty." */
export const sampleScript = 'Hi! I am your AI avatar. I was made from a single photo, and now I can say anything you write.'
export const defaultVideoTitle = 'inlineprompt-video'

/**
 * A student's own stored image, as the site hands it out: /api/ai/media/<32 hex>.<jpg|png>. The
 * API takes only these as image URLs, so the server never fetches an address a caller chose.
 */
export const mediaPathPattern = /^\/api\/ai\/media\/([0-9a-f]{32}\.(?:jpg|png))$/

const imageUrl = z
  .string()
  .trim()
  .min(1, 'Give the image URL.')
  .max(2048)
  .refine((value) => mediaPathPattern.test(value.replace(/^https?:\/\/[^/]+/, '')), 'Use an image uploaded to AI tools (/api/ai/media/…).')

/** POST /api/ai/{video-service}/asset/upload as JSON (a multipart `image` file is the other way in). */
export const assetUploadBody = z.object({ imageUrl })

/** POST /api/ai/{video-service}/generate-video-av4 (spec §7 and its defaults). */
export const generateVideoBody = z.object({
  video_orientation: z.enum(videoOrientations).default('portrait'),
  image_key: z.string().trim().min(1, 'Upload the image first (image_key).').max(256),
  video_title: z
    .string()
    .trim()
    .max(120)
    .optional()
    .transform((value) => value || defaultVideoTitle),
  script: z
    .string()
    .max(1500, 'The script is at most 1,500 characters.')
    .optional()
    .transform((value) => value?.trim() || sampleScript),
  image_url: imageUrl.optional(),
  voice_id: z.string().trim().min(1, 'Choose a voice.').max(128),
})
export type GenerateVideoBody = z.input<typeof generateVideoBody>

/** GET /api/ai/{video-service}/video/status?id= */
export const videoStatusQuery = z.object({
  id: z
    .string()
    .trim()
    .min(1, 'Give the video id.')
    .max(128)
    .regex(/^[\w-]+$/, 'Not a video id.'),
})

/** POST /api/ai/generate-image-gemini (spec §5: a prompt and an image URL are required). */
export const generateImageBody = z.object({
  prompt: z.string().trim().min(1, 'Write a prompt for the image.').max(2000),
  imageUrl,
  model: z.string().trim().max(64).optional(),
})
