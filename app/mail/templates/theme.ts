/** The product's palette (app/styles tokens), with a dark set for mail clients that ask for one. */
export const colors = {
  page: '#f8fafc',
  card: '#ffffff',
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  accent: '#6d28d9',
  accentSoft: '#ede9fe',
  darkPage: '#0b1120',
  darkCard: '#111827',
  darkInk: '#f1f5f9',
  darkMuted: '#cbd5e1',
  darkLine: '#334155',
} as const

export const brand = { name: 'AI Learning' } as const
