import { createContext, useContext } from 'react'

/**
 * The Content-Security-Policy nonce of this response (host/security-headers.ts makes it per
 * request; app/entry.server.tsx provides it). In the browser it is empty: the scripts React adds
 * after hydration are modules loaded from 'self'.
 */
export const NonceContext = createContext('')
export const useNonce = () => useContext(NonceContext)
