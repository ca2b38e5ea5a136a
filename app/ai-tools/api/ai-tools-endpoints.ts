import { z } from 'zod'
import { assetUploadBody, generateImageBody, generateVideoBody, videoStatusQuery } from '@schemas/ai/ai-tools'
import type { Endpoint } from '../../http/api-endpoint'
import * as answers from '@schemas/api/answers'

/** The AI tools' calls (spec §7), for the OpenAPI document. {video-service} is heygen. */
export const aiToolsEndpoints: Endpoint[] = [
  {
    method: 'post',
    path: '/api/ai/heygen/asset/upload',
    summary:
      'Upload the image for a talking video: multipart/form-data with the file as "image" (JPEG, PNG or WebP, at most 5 MB), or JSON {imageUrl} of an earlier upload (/api/ai/media/…). Answers data.image_key and data.image_url. Needs the AI tools pack',
    body: assetUploadBody,
    answer: answers.assetUploadedAnswer,
  },
  {
    method: 'post',
    path: '/api/ai/heygen/generate-video-av4',
    summary:
      'Start an Avatar IV video of the uploaded image (orientation default portrait, title default inlineprompt-video, an empty script falls back to a sample line); answers data.video_id. Needs the AI tools pack',
    body: generateVideoBody,
    answer: answers.videoStartedAnswer,
  },
  {
    method: 'get',
    path: '/api/ai/heygen/video/status',
    summary:
      'Status of one of the student’s videos: status (pending, processing, completed, failed), url, thumbnail, error. Poll every 8 s',
    query: videoStatusQuery,
    answer: answers.videoStatusAnswer,
  },
  {
    method: 'get',
    path: '/api/ai/heygen/video/file',
    summary:
      'One of the student’s finished videos, streamed through the site (the url status answers when the service keeps its files elsewhere)',
    query: videoStatusQuery,
    answer: answers.videoFile,
    media: 'video/mp4',
  },
  {
    method: 'post',
    path: '/api/ai/generate-image-gemini',
    summary:
      'Edit one of the student’s uploaded images with the image model: answers url (the edited image), or 502 "Image generation error". Needs the AI tools pack',
    body: generateImageBody,
    answer: answers.imageEditedAnswer,
  },
  {
    method: 'post',
    path: '/api/ai/media',
    summary:
      'Store an image to edit: multipart/form-data with the file as "image" (JPEG, PNG or WebP, at most 5 MB); answers its url. Needs the AI tools pack',
    answer: answers.mediaStoredAnswer,
  },
  {
    method: 'get',
    path: '/api/ai/media/{name}',
    summary: 'One of the student’s own AI-tools images (uploads and edited results)',
    answer: answers.mediaImage,
    media: 'image/*',
    pathParams: z.object({ name: z.string().regex(/^[0-9a-f]{32}\.(?:jpg|png)$/, 'An image name the site gave') }),
  },
]
