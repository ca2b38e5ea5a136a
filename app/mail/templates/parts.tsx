// Each component from its own package: the @react-email/components barrel also loads its code block,
// which registers every Prism language at import (~1.1 s of CPU at each start of the host).
import { Button } from '@react-email/button'
import { Heading } from '@react-email/heading'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import { Fragment, type ReactNode } from 'react'
import type { Seller } from './email'
import { colors } from './theme'

export function Title({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" className="ink" style={{ fontSize: '24px', lineHeight: '32px', margin: '0 0 12px', color: colors.ink }}>
      {children}
    </Heading>
  )
}

export function Paragraph({ children }: { children: ReactNode }) {
  return (
    <Text className="ink" style={{ fontSize: '16px', lineHeight: '24px', margin: '0 0 16px', color: colors.ink }}>
      {children}
    </Text>
  )
}

export function Note({ children }: { children: ReactNode }) {
  return (
    <Text className="muted" style={{ fontSize: '14px', lineHeight: '22px', margin: '16px 0 0', color: colors.muted }}>
      {children}
    </Text>
  )
}

/** A label and its value, one per line: readable at any width (no side-by-side columns to squeeze on a phone). */
export function Facts({ rows }: { rows: Array<[label: string, value: string]> }) {
  return (
    <Section className="rule" style={{ borderTop: `1px solid ${colors.line}`, margin: '8px 0 16px' }}>
      {rows.map(([label, value]) => (
        <Text key={label} className="rule" style={{ margin: 0, padding: '12px 0', borderBottom: `1px solid ${colors.line}` }}>
          <span className="muted" style={{ fontSize: '13px', lineHeight: '18px', color: colors.muted }}>
            {label}
          </span>
          <br />
          <span className="ink" style={{ fontSize: '16px', lineHeight: '24px', fontWeight: 600, color: colors.ink }}>
            {value}
          </span>
        </Text>
      ))}
    </Section>
  )
}

/** Short lines, each its own bullet: what a pack or a plan gives. */
export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {items.map((item) => (
        <Text key={item} className="ink" style={{ fontSize: '16px', lineHeight: '24px', margin: '0 0 4px', color: colors.ink }}>
          • {item}
        </Text>
      ))}
    </Section>
  )
}

export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: '8px 0 4px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: colors.accent,
          color: '#ffffff',
          borderRadius: '12px',
          fontSize: '16px',
          fontWeight: 600,
          padding: '14px 24px',
          textDecoration: 'none',
          display: 'inline-block',
        }}
      >
        {children}
      </Button>
    </Section>
  )
}

/** A one-time code, large and spaced, to read off one screen while typing it on another. */
export function CodeBox({ children }: { children: string }) {
  return (
    <Text
      className="code"
      style={{
        fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
        fontSize: '32px',
        lineHeight: '40px',
        fontWeight: 700,
        letterSpacing: '6px',
        textAlign: 'center',
        color: colors.ink,
        backgroundColor: colors.accentSoft,
        borderRadius: '12px',
        padding: '16px 8px',
        margin: '8px 0 16px',
      }}
    >
      {children}
    </Text>
  )
}

/** The seller's legal name, address and tax number, at the foot of a receipt or refund notice. */
export function SellerDetails({ seller }: { seller: Seller }) {
  const lines = [seller.legalName, ...seller.address.split(/\r?\n/), seller.taxId ? `Tax number: ${seller.taxId}` : '']
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    <Text
      className="muted rule"
      style={{
        fontSize: '13px',
        lineHeight: '20px',
        color: colors.muted,
        margin: '20px 0 0',
        paddingTop: '16px',
        borderTop: `1px solid ${colors.line}`,
      }}
    >
      Sold by
      {lines.map((line, index) => (
        <Fragment key={index}>
          <br />
          {line}
        </Fragment>
      ))}
    </Text>
  )
}
