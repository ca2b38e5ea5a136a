import type { Field } from 'payload'

/** Position in a list shown to visitors: lower comes first. */
export function orderField(description = 'Lower numbers come first.'): Field {
  return {
    name: 'order',
    type: 'number',
    defaultValue: 0,
    index: true,
    admin: { position: 'sidebar', description },
  }
}
