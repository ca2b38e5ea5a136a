/** Passed as `context` on seed writes so hooks can skip side effects such as cache purges. */
export const seedContext = { seeding: true } as const
