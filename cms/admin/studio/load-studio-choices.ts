import { planSetChoices } from './plan-set-choices'
import { testimonialSetChoices } from './testimonial-set-choices'
import type { FunnelTemplate, StudioChoices } from './use-studio-choices'

type Docs<T> = { docs?: T[] }

/** Plan sets (from Plans, at most 100 — the host caps a read there), pictures (from Media), testimonial sets and funnels to start from; empty lists when a request fails. */
export async function loadStudioChoices(api = '/cms/api'): Promise<Omit<StudioChoices, 'imageSets' | 'usedPictures'>> {
  const get = async <T>(url: string): Promise<T[]> => {
    try {
      const response = await fetch(url, { credentials: 'include' })
      return response.ok ? (((await response.json()) as Docs<T>).docs ?? []) : []
    } catch {
      return []
    }
  }
  const [plans, media, funnels, testimonials] = await Promise.all([
    get<{ set?: string; name?: string; order?: number }>(`${api}/plans?limit=100&depth=0&sort=order`),
    get<{ url?: string; alt?: string; filename?: string }>(`${api}/media?limit=100&depth=0`),
    get<Partial<FunnelTemplate>>(`${api}/funnels?limit=100&depth=0&sort=title`),
    get<{ set?: string; author?: string; order?: number }>(`${api}/testimonials?limit=100&depth=0&sort=order`),
  ])
  return {
    planSets: planSetChoices(plans),
    testimonialSets: testimonialSetChoices(testimonials),
    media: media.flatMap((item) => (item.url ? [{ url: item.url, name: item.alt || item.filename || 'Picture' }] : [])),
    funnels: funnels.flatMap(({ funnelId, title, definition }) =>
      typeof funnelId === 'string' && definition ? [{ funnelId, title: title || funnelId, definition }] : [],
    ),
  }
}
