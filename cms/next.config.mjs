import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

// The Next.js app in cms/ hosts only the Payload admin (/admin) and REST API (/cms/api); the
// product itself is the Remix app. Code shared with it (config/, schemas/) sits at the repo root.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  turbopack: { root: repoRoot },
  outputFileTracingRoot: repoRoot,
  typescript: { ignoreBuildErrors: true }, // `npm run typecheck` checks the whole repo once
  images: { unoptimized: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
