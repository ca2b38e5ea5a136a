import { getEnv } from '../../config/env'

/** The address visitors use (PUBLIC_URL), for resolving links and redirects against. */
export const publicUrl = () => getEnv().publicUrl
