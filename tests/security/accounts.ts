/** The staff account global-setup.ts seeds into the security suite's server. */
export const securityAdmin = { email: 'security-admin@example.com', password: 'Security!admin-pass1' }
