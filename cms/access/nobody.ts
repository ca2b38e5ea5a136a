import type { FieldAccess } from 'payload'

/** For computed fields: nobody writes them through the API; hooks keep them correct. */
export const nobody: FieldAccess = () => false
