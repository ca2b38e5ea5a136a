import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { escapeHtml } from '@schemas/text/escape-html'

/**
 * A local Gemini image model: `v1beta/models/{model}:generateContent`. It refuses what Gemini
 * refuses — no key (403 PERMISSION_DENIED), a wrong key or a request without a text part or an
 * image part (400 INVALID_ARGUMENT), another model (404) — and answers with a real edited image:
 * the input re-coloured by a tint drawn from the prompt, with the prompt as a caption. A prompt
 * containing `[blocked]` is answered like a safety block: a candidate with no image.
 */
export type GeminiSimulatorOptions = { apiKey: string; model: string }
export type GeminiSimulator = ReturnType<typeof createGeminiSimulator>

export const blockedPromptWord = '[blocked]'

const googleError = (code: number, status: string, message: string) => Response.json({ error: { code, message, status } }, { status: code })

type Part = { text?: unknown; inline_data?: { mime_type?: unknown; data?: unknown }; inlineData?: { mimeType?: unknown; data?: unknown } }

export function createGeminiSimulator(options: GeminiSimulatorOptions) {
  async function generate(request: Request, model: string): Promise<Response> {
    const key = request.headers.get('x-goog-api-key') ?? new URL(request.url).searchParams.get('key')
    if (!key) return googleError(403, 'PERMISSION_DENIED', "Method doesn't allow unregistered callers. Please use an API key.")
    if (key !== options.apiKey) return googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.')
    if (model !== options.model) return googleError(404, 'NOT_FOUND', `models/${model} is not found for API version v1beta.`)
    const body = (await request.json().catch(() => null)) as { contents?: { parts?: Part[] }[] } | null
    const parts = body?.contents?.flatMap((content) => content.parts ?? []) ?? []
    const prompt = parts
      .map((part) => (typeof part.text === 'string' ? part.text : ''))
      .join(' ')
      .trim()
    const inline = parts.map((part) => part.inline_data ?? part.inlineData).find((data) => data && typeof data.data === 'string')
    if (!prompt) return googleError(400, 'INVALID_ARGUMENT', 'contents.parts must include a text prompt.')
    if (!inline) return googleError(400, 'INVALID_ARGUMENT', 'contents.parts must include an image (inline_data) to edit.')
    const input = Buffer.from(String(inline.data), 'base64')
    if (prompt.includes(blockedPromptWord)) {
      return Response.json({ candidates: [{ finishReason: 'PROHIBITED_CONTENT', index: 0 }], modelVersion: options.model })
    }
    const edited = await editImage(input, prompt).catch(() => null)
    if (!edited)
      return googleError(
        400,
        'INVALID_ARGUMENT',
        'Unable to process input image. Please retry or report in https://developers.generativeai.google/guide/troubleshooting',
      )
    return Response.json({
      candidates: [
        {
          content: {
            role: 'model',
            parts: [{ text: 'Here is the edited image.' }, { inlineData: { mimeType: 'image/png', data: edited.toString('base64') } }],
          },
          finishReason: 'STOP',
          index: 0,
        },
      ],
      modelVersion: options.model,
    })
  }

  return {
    /** `path` is what follows /dev/ai/gemini/. */
    async handle(request: Request, path: string): Promise<Response> {
      const match = /^v1beta\/models\/([\w.-]+):generateContent$/.exec(path)
      if (request.method === 'POST' && match) return generate(request, match[1]!)
      return googleError(404, 'NOT_FOUND', 'The requested URL was not found on this server.')
    },
  }
}

/** The prompt picks a hue; the image keeps its shapes under that tint, with the prompt written on it. */
async function editImage(input: Buffer, prompt: string): Promise<Buffer> {
  const hash = createHash('sha256').update(prompt).digest()
  const tint = { r: hash[0]!, g: hash[1]!, b: hash[2]! }
  const { data, info } = await sharp(input)
    .rotate()
    .resize(768, 768, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true })
  const { width, height } = info
  const caption = prompt.length > 60 ? `${prompt.slice(0, 57)}…` : prompt
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="0" y="${height - 40}" width="${width}" height="40" fill="#000" fill-opacity="0.5"/>` +
      `<text x="${width / 2}" y="${height - 14}" font-family="DejaVu Sans, sans-serif" font-size="18" fill="#fff" text-anchor="middle">${escapeHtml(caption)}</text></svg>`,
  )
  return sharp(data)
    .modulate({ saturation: 1.3 })
    .tint(tint)
    .composite([{ input: svg, top: 0, left: 0 }])
    .png()
    .toBuffer()
}
