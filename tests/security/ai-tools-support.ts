/** Students with the AI tools pack on the real host (Solidgate simulator), for the AI tools' security files. */
import sharp from 'sharp'
import { expect } from 'vitest'
import { admin, buyWithSolidgate, useAdmin } from './checkout-support'
import { bodyOf, call, signUpStudent, staffToken, type TestStudent } from './support'

export const png = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer()

/** Posts an image to /api/ai/media as the page does (multipart `image`). */
export function upload(student: TestStudent, bytes: Buffer | string, type: string) {
  const form = new FormData()
  form.append('image', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'photo.png', { type }))
  return call('/api/ai/media', { method: 'POST', token: student.token, body: form })
}

export const buyPack = (student: TestStudent) =>
  call('/api/payments/solidgate/charge', { method: 'POST', token: student.token, json: { productId: 'upsell_ai_tools' } })

/** The site's payment system set to Solidgate, whose simulator the pack is bought through. */
export async function useSolidgate(): Promise<void> {
  useAdmin(await staffToken())
  await admin('globals/site-settings', { method: 'POST', json: { paymentSystem: 'solidgate' } })
}

/** A student with a paid plan and the AI tools pack bought with it. */
export async function studentWithPack(): Promise<{ student: TestStudent; orderId: number }> {
  const student = await signUpStudent()
  const orderId = await buyWithSolidgate(student)
  expect(await bodyOf(await buyPack(student))).toMatchObject({ outcome: 'success' })
  expect((await upload(student, await png(), 'image/png')).status).toBe(200)
  return { student, orderId }
}

/** Uploads a photo for a talking video and answers its image key. */
export async function imageKeyOf(student: TestStudent): Promise<string> {
  const form = new FormData()
  form.append('image', new File([new Uint8Array(await png())], 'photo.png', { type: 'image/png' }))
  const answer = await call('/api/ai/heygen/asset/upload', { method: 'POST', token: student.token, body: form })
  expect(answer.status).toBe(200)
  return ((await answer.json()) as { data: { image_key: string } }).data.image_key
}
