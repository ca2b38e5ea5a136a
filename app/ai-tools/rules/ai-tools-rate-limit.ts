import type { RateLimitRule } from '~/http/rate-limit'

/**
 * Per-student limits of the AI tools (key `student:<id>`). Each upload, video and image costs the
 * site money at the real services, so they share one count; status checks are cheap and the page
 * polls, so they have their own, generous one.
 */
export const aiToolsRateLimits = {
  generate: { name: 'ai-tools-generate', limit: 30, windowMs: 60 * 60_000 },
  status: { name: 'ai-tools-status', limit: 600, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>
