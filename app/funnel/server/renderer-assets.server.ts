import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ScreenType } from '@schemas/screens'

type Chunk = { file: string; imports?: string[] }

let manifest: Record<string, Chunk> | null | undefined

/**
 * The built chunks of a screen type's renderer (with its static imports), as URLs. The page names
 * them as module preloads so the browser fetches the first screen's renderer alongside the route
 * code instead of after hydration asks for it. Empty in development (Vite serves modules itself).
 */
export function rendererAssets(type: ScreenType): string[] {
  manifest ??= readManifest()
  if (!manifest) return []
  // The manifest is the build's: each type's walk is the same for every page (a /home with the
  // onboarding modal open walked its screen's imports on every request, ~2 % of its CPU).
  let files = assetsByType.get(type)
  if (!files) assetsByType.set(type, (files = walk(type)))
  return [...files]
}
const assetsByType = new Map<ScreenType, string[]>()

function walk(type: ScreenType): string[] {
  const key = `app/screens/${type.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}/index.tsx`
  const files = new Set<string>()
  const visit = (id: string) => {
    const chunk = manifest?.[id]
    if (!chunk || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.imports?.forEach(visit)
  }
  visit(key)
  return [...files].map((file) => `/${file}`)
}

function readManifest(): Record<string, Chunk> | null {
  if (process.env.NODE_ENV !== 'production') return null
  const file = path.resolve('build/.vite/client-manifest.json')
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Chunk>) : null
}
