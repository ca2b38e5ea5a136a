// Each component from its own package, not the barrel (parts.tsx says why).
import { Body } from '@react-email/body'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { ReactNode } from 'react'
import { brand, colors } from './theme'

/**
 * Light by default, with its own dark palette for clients that honour prefers-color-scheme (Apple
 * Mail, Outlook apps); clients that invert colours on their own get a palette whose contrast
 * survives inversion (no text on images, no transparent logos).
 */
const darkMode = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .page, .page > table > tbody > tr > td { background-color: ${colors.darkPage} !important; }
  .card { background-color: ${colors.darkCard} !important; border-color: ${colors.darkLine} !important; }
  .ink { color: ${colors.darkInk} !important; }
  .muted { color: ${colors.darkMuted} !important; }
  .rule { border-color: ${colors.darkLine} !important; }
  .code { background-color: ${colors.darkLine} !important; color: ${colors.darkInk} !important; }
}
`

export function EmailLayout({ preview, siteUrl, children }: { preview: string; siteUrl: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkMode}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body className="page" style={page}>
        <Container style={container}>
          <Section style={{ padding: '8px 4px 16px' }}>
            <Text style={wordmark}>
              <span style={mark} data-skip-in-text="true">
                A
              </span>
              <span className="ink" style={{ color: colors.ink }}>
                {' '}
                {brand.name}
              </span>
            </Text>
          </Section>
          <Section className="card" style={card}>
            {children}
          </Section>
          <Hr className="rule" style={{ borderColor: colors.line, margin: '24px 0 12px' }} />
          <Text className="muted" style={footer}>
            {brand.name} ·{' '}
            <Link href={siteUrl} className="muted" style={{ color: colors.muted, textDecoration: 'underline' }}>
              {new URL(siteUrl).host}
            </Link>
            <br />
            Questions? Just reply to this email.
          </Text>
        </Container>
      </Body>
    </Html>
  )
}

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"
const page = { backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' }
const container = { maxWidth: '560px', width: '100%', margin: '0 auto', padding: '0 16px' }
const card = {
  backgroundColor: colors.card,
  border: `1px solid ${colors.line}`,
  borderRadius: '16px',
  padding: '28px 24px',
}
const wordmark = { fontSize: '18px', fontWeight: 700, margin: 0, color: colors.ink }
const mark = {
  display: 'inline-block',
  width: '28px',
  height: '28px',
  lineHeight: '28px',
  textAlign: 'center' as const,
  borderRadius: '8px',
  backgroundColor: colors.accent,
  color: '#ffffff',
}
const footer = { fontSize: '13px', lineHeight: '20px', color: colors.muted, margin: 0 }
