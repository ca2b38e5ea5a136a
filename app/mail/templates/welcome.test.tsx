import { describe, expect, it } from 'vitest'
import { renderEmail } from './render-email'
import { welcomeEmail } from './welcome'

describe('welcome email', () => {
  it('tells the buyer how to sign in, with the address they use and the sign-in link', async () => {
    const { subject, text } = await renderEmail(
      welcomeEmail({ siteUrl: 'https://learn.example', email: 'ann@example.com', planName: '4-week plan' }),
    )
    expect(subject).toBe('Welcome to AI Learning: how to sign in')
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain('Your account is ready and 4-week plan is on it.')
    expect(flat).toContain('Sign in with ann@example.com and the password you chose.')
    expect(text).toContain('Sign in https://learn.example/auth/signin')
    expect(text).toContain('Forgot password')
  })
})
