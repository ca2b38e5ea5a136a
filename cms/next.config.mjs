import { realpathSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

// The Next.js app in cms/ hosts only the Payload admin (/admin) and REST API (/cms/api); the
// product itself is the Remix app. Code shared with it (config/, schemas/) sits at the repo root.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// Turbopack reads nothing outside its root. A git worktree may share another checkout's install
// (node_modules a symlink to it); the root is then the folder holding both, else next is not found.
const modules = realpathSync(path.join(repoRoot, 'node_modules'))
const buildRoot = commonAncestor(repoRoot, path.dirname(modules))

function commonAncestor(a, b) {
  const [x, y] = [a.split(path.sep), b.split(path.sep)]
  let n = 0
  while (n < x.length && x[n] === y[n]) n++
  return x.slice(0, n).join(path.sep) || path.sep
}

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: buildRoot },
  outputFileTracingRoot: buildRoot,
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` checks the whole repo once
  images: { unoptimized: true },
  // Turbopack's build cache (~180 MB) speeds up a rebuild in the same checkout; CI builds once on a
  // clean clone, where writing it only costs CPU (140 → 118 s for the admin's build).
  experimental: { turbopackFileSystemCacheForBuild: !process.env.CI },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
