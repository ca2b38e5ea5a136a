/**
 * Passed as `context` on seed writes so hooks can skip side effects such as cache purges. A new
 * object per write: Payload and its plugins keep per-write state in `req.context` (the S3 adapter's
 * `_payloadCloudStorage`), and one shared object made every upload after the first skip the store.
 */
export const seedContext = () => ({ seeding: true })
