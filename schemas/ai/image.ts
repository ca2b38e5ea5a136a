import { z } from 'zod'

/** Spec §5: image generation needs a prompt (and, for editing, an image URL). */
export const imageRequestSchema = z.object({
  prompt: z.string().trim().min(1, 'Write a prompt for the image.').max(4000),
  imageUrl: z.url().optional(),
  model: z.string().min(1).optional(),
})
export type ImageRequest = z.input<typeof imageRequestSchema>

export type GeneratedImage = { url: string }
