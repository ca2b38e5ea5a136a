import type { z } from 'zod'

/** What a route must return for an operation whose answer schema is S: `data satisfies Answer<typeof schema>`. */
export type Answer<S extends z.ZodType> = z.output<S>
