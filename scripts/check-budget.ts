/**
 * `npm run check:budget`: the JavaScript the first screen of every funnel loads, gzipped, must
 * stay within 130 kB (issue #33) and contain no Lottie code; its stylesheets within 10 kB; and no funnel chunk
 * (first screen, any renderer) may contain zod. Other pages (sign-up, for one) may validate forms
 * with zod in the browser.
 *
 * First-screen JavaScript = the Remix client entry and route manifest + the root route + the
 * funnel route with everything it imports statically + the renderer chunk of the funnel's first
 * screen type (with its static imports). Dynamic imports (the engine, later screens, animation
 * features) load after the first paint and are not counted. Needs a build (`npm run build`).
 * The same budget measured in a browser, with everything the funnel fetches after it (≤ 180 kB),
 * is `tests/e2e/funnel-js-budget.spec.ts`: it needs the running site the e2e suite starts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { screenTypes } from '@schemas/screens/screen-types'

type ScreenType = (typeof screenTypes)[number]

export const budgetBytes = 130_000
/** Stylesheets are inlined into the page (app/http/inline-stylesheets.server.ts): they delay the first paint. */
export const cssBudgetBytes = 10_000
const funnelRoutes = ['app/routes/onboarding.$funnelId.tsx', 'app/routes/experiment.$funnelId.tsx']
type Chunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] }
type Manifest = Record<string, Chunk>

// Remix moves Vite's client manifest out of the public folder after the build.
const manifestCandidates = ['build/.vite/client-manifest.json', 'build/client/.vite/manifest.json']

export function rendererKey(type: ScreenType): string {
  return `app/screens/${type.replace(/([a-z])([A-Z])/g, '$1-$2').toLowerCase()}/index.tsx`
}

/** Remix suffixes route modules' keys (`app/root.tsx?__remix-build-client-route`). */
function chunkKey(manifest: Manifest, source: string): string | undefined {
  return Object.keys(manifest).find((key) => key === source || key.startsWith(`${source}?`))
}

/** The chunks `sources` load before anything runs: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, sources: string[]): Set<string> {
  const seen = new Set<string>()
  const visit = (source: string) => {
    const key = chunkKey(manifest, source)
    if (!key) throw new Error(`The build has no chunk for ${source}`)
    if (seen.has(key)) return
    const chunk = manifest[key]!
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  sources.forEach(visit)
  return seen
}

/**
 * The stylesheets these chunks link: route modules import them as `…css?url`, so each appears in
 * the chunk's code as its built address. A superset of what one page renders (a root error
 * boundary's sheet counts too) — a budget errs on the safe side.
 */
export function stylesheetsOf(files: Iterable<string>, read: (file: string) => string): Set<string> {
  const sheets = new Set<string>()
  for (const file of files) for (const match of read(file).matchAll(/assets\/[\w-]+\.css/g)) sheets.add(match[0])
  return sheets
}

function main(): void {
  const root = process.cwd()
  const manifestFile = manifestCandidates.map((file) => path.join(root, file)).find(existsSync)
  if (!manifestFile) fail('No client build found. Run `npm run build` (or `npm start` once) first.')
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const client = path.join(root, 'build', 'client')
  const gzipped = new Map<string, number>()
  const sizeOf = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(path.join(client, file))).length)
    return gzipped.get(file)!
  }
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry && key.endsWith('entry.client.tsx'))
  if (!entry) fail('The client manifest names no entry.client chunk.')
  const remixManifest = readdirSync(path.join(client, 'assets')).filter((file) => /^manifest-[\w-]+\.js$/.test(file))

  const problems: string[] = []
  const rows: string[] = []
  const funnelChunks = staticClosure(manifest, [entry, 'app/root.tsx', ...funnelRoutes, ...screenTypes.map(rendererKey)])
  for (const { id, firstType } of funnelFirstScreens(root)) {
    for (const route of funnelRoutes) {
      const keys = staticClosure(manifest, [entry, 'app/root.tsx', route, rendererKey(firstType)])
      const files = [...[...keys].map((key) => manifest[key]!.file), ...remixManifest.map((file) => `assets/${file}`)]
      const total = files.reduce((sum, file) => sum + sizeOf(file), 0)
      const where = `${route.includes('experiment') ? '/experiment' : '/onboarding'}/${id}`
      const css = [...stylesheetsOf(files, (file) => read(client, file))].reduce((sum, file) => sum + sizeOf(file), 0)
      rows.push(
        `${where.padEnd(32)} ${firstType.padEnd(18)} ${(total / 1000).toFixed(1).padStart(6)} kB  css ${(css / 1000).toFixed(1).padStart(5)} kB`,
      )
      if (total > budgetBytes) problems.push(`${where}: ${(total / 1000).toFixed(1)} kB is over the ${budgetBytes / 1000} kB budget`)
      if (css > cssBudgetBytes)
        problems.push(`${where}: stylesheets of ${(css / 1000).toFixed(1)} kB are over the ${cssBudgetBytes / 1000} kB budget`)
      const lottie = [...keys].filter((key) => /lottie/i.test(key) || read(client, manifest[key]!.file).includes('bodymovin'))
      if (lottie.length) problems.push(`${where}: the first screen loads Lottie code (${lottie.join(', ')})`)
    }
  }
  for (const file of new Set([...funnelChunks].map((key) => manifest[key]!.file))) {
    if (/\$ZodType|ZodError|zod\/v4/.test(read(client, file))) problems.push(`${file} (a funnel chunk) contains zod`)
  }

  console.log(
    `First-screen JavaScript and CSS (gzip), budgets ${budgetBytes / 1000} kB and ${cssBudgetBytes / 1000} kB:\n${rows.join('\n')}`,
  )
  if (problems.length) fail(problems.join('\n'))
  console.log('✓ Every funnel’s first screen is within the budgets; no Lottie on first screens, no zod in the funnel.')
}

function funnelFirstScreens(root: string): { id: string; firstType: ScreenType }[] {
  const dir = path.join(root, 'funnels')
  return readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const funnel = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { id: string; screens: { type: string }[] }
      const firstType = funnel.screens[0]?.type as ScreenType
      if (!screenTypes.includes(firstType)) fail(`funnels/${file}: unknown first screen type ${firstType}`)
      return { id: funnel.id, firstType }
    })
}

function read(client: string, file: string): string {
  return readFileSync(path.join(client, file), 'utf8')
}

function fail(message: string): never {
  console.error(`✗ ${message}`)
  process.exit(1)
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) main()
