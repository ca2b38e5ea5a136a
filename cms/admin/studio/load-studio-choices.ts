import type { StudioChoices } from './use-studio-choices'

type Docs<T> = { docs?: T[] }

/** Plan sets (from Plans) and pictures (from Media) for the pickers; empty lists when a request fails. */
export async function loadStudioChoices(api = '/cms/api'): Promise<StudioChoices> {
  const get = async <T>(url: string): Promise<T[]> => {
    try {
      const response = await fetch(url, { credentials: 'include' })
      return response.ok ? (((await response.json()) as Docs<T>).docs ?? []) : []
    } catch {
      return []
    }
  }
  const [plans, media] = await Promise.all([
    get<{ set?: string }>(`${api}/plans?limit=200&depth=0&pagination=false`),
    get<{ url?: string; alt?: string; filename?: string }>(`${api}/media?limit=200&depth=0`),
  ])
  return {
    planSets: [...new Set(plans.flatMap((plan) => (plan.set ? [plan.set] : [])))].sort(),
    media: media.flatMap((item) => (item.url ? [{ url: item.url, name: item.alt || item.filename || 'Picture' }] : [])),
  }
}
