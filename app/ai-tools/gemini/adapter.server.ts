import { ImageServiceError } from '../rules/media-errors'
import type { ImageService } from '../video-service'

/**
 * Gemini's image model behind the ImageService interface: POST
 * {baseUrl}/v1beta/models/{model}:generateContent (https://ai.google.dev/gemini-api/docs/image-generation)
 * with the prompt as a text part and the image as `inline_data`, asking for an IMAGE answer; the
 * edited image comes back as a part's `inlineData`. The key goes in the x-goog-api-key header. With
 * no GEMINI_API_KEY the same code talks to its simulator (dev/simulators/media/gemini/).
 */
export type GeminiConfig = { apiKey: string; baseUrl: string; model: string }

const timeoutMs = 60_000

export function createGeminiService(config: GeminiConfig, fetchImpl: typeof fetch = fetch): ImageService {
  return {
    model: config.model,
    async editImage({ prompt, image, contentType }) {
      let response: Response
      try {
        response = await fetchImpl(`${config.baseUrl}/v1beta/models/${encodeURIComponent(config.model)}:generateContent`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-goog-api-key': config.apiKey },
          body: JSON.stringify({
            contents: [
              {
                role: 'user',
                parts: [{ text: prompt }, { inline_data: { mime_type: contentType, data: Buffer.from(image).toString('base64') } }],
              },
            ],
            generationConfig: { responseModalities: ['IMAGE'] },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new ImageServiceError(`Gemini unreachable: ${(error as Error).message}`)
      }
      const json = (await response.json().catch(() => null)) as GeminiAnswer | null
      if (!response.ok) throw new ImageServiceError(`Gemini answered ${response.status}: ${json?.error?.message ?? ''}`)
      const candidate = json?.candidates?.[0]
      const part = candidate?.content?.parts?.find((item) => item.inlineData?.data)
      if (!part?.inlineData) throw new ImageServiceError(`Gemini answered no image (finishReason ${candidate?.finishReason ?? 'none'})`)
      return { image: Buffer.from(part.inlineData.data, 'base64'), contentType: part.inlineData.mimeType ?? 'image/png' }
    },
  }
}

type GeminiAnswer = {
  candidates?: { content?: { parts?: { text?: string; inlineData?: { mimeType?: string; data: string } }[] }; finishReason?: string }[]
  error?: { code?: number; message?: string; status?: string }
}
