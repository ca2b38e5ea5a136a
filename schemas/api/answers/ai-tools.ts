import { z } from 'zod'
import { videoTaskStatuses } from '../../ai/ai-tools'

/** Answers of the AI tools: uploads, talking videos and image edits. */

export const assetUploadedAnswer = z.strictObject({ data: z.strictObject({ image_key: z.string(), image_url: z.string() }) })
export const videoStartedAnswer = z.strictObject({ data: z.strictObject({ video_id: z.string() }) })
export const videoStatusAnswer = z.strictObject({
  status: z.enum(videoTaskStatuses),
  url: z.string().nullable(),
  thumbnail: z.string().nullable(),
  error: z.string().nullable(),
})
export const imageEditedAnswer = z.strictObject({ url: z.string(), model: z.string() })
export const mediaStoredAnswer = z.strictObject({ url: z.string() })

/** Files the site streams (not JSON): the video and the images, as bytes. */
export const videoFile = z.string().describe('The MP4 file')
export const mediaImage = z.string().describe('The image file (JPEG or PNG)')
