import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Rollup } from 'vite'

/**
 * Rollup's name for each route's client chunk: the route file's name without its extension, with
 * the characters Rollup keeps out of file names (`$`, `[`, `]`, …) turned into `_`.
 */
const routeChunkNames = new Set(
  readdirSync(fileURLToPath(new URL('../app/routes', import.meta.url))).map((file) =>
    // Rollup's chunk-name sanitizer, control characters included.
    // eslint-disable-next-line no-control-regex
    file.replace(/\.[cm]?[jt]sx?$/, '').replace(/[\u0000-\u001F"#$%&*+,:;<=>?[\]^`{|}\u007F]/g, '_'),
  ),
)

/**
 * Build warnings we know to be harmless, so `npm start` does not print them on every build
 * (vite.config.ts passes every other warning on to Vite as before):
 * - "Generated an empty chunk" for each resource route (`api.*`, auth.logout):
 *   the Remix plugin makes every route a client entry, and a route with only a loader or action
 *   leaves nothing for the browser (remix-run/remix#9055, not fixed in Remix 2). An empty chunk
 *   that is not a route's still shows.
 * - zod's comments that mention `@__PURE__` in prose, which Rollup takes for annotations it cannot
 *   place: Rollup drops the comment, nothing else.
 * - lottie-web's `eval` (Lottie expressions): the Content-Security-Policy blocks it on purpose,
 *   see security-headers.ts.
 */
export function isKnownHarmlessWarning(warning: Rollup.RollupLog): boolean {
  const id = warning.id?.replaceAll('\\', '/') ?? ''
  switch (warning.code) {
    case 'EMPTY_BUNDLE':
      return Boolean(warning.names?.length) && warning.names!.every((name) => routeChunkNames.has(name))
    case 'INVALID_ANNOTATION':
      return id.includes('/node_modules/zod/')
    case 'EVAL':
      return id.includes('/node_modules/lottie-web/')
    default:
      return false
  }
}
