import { describe, expect, it } from 'vitest'
import { databaseKind, redactUri } from './database-uri'

describe('databaseKind', () => {
  it.each([
    ['file:/srv/data/app.db', 'sqlite'],
    ['postgres://u:p@db:5432/app', 'postgres'],
    ['postgresql://db/app', 'postgres'],
    ['mongodb://localhost/app', 'mongodb'],
    ['mongodb+srv://cluster.example.net/app', 'mongodb'],
  ])('%s → %s', (uri, kind) => {
    expect(databaseKind(uri)).toBe(kind)
  })

  it('refuses an unknown scheme with a message naming DATABASE_URI', () => {
    expect(() => databaseKind('nonsense://x')).toThrow(/^DATABASE_URI=nonsense:\/\/x has an unsupported scheme/)
    expect(() => databaseKind('just-a-path.db')).toThrow(/DATABASE_URI/)
  })

  it('never prints a password', () => {
    expect(() => databaseKind('mysql://root:hunter2@db/app')).toThrow(/mysql:\/\/root:\*\*\*@db\/app/)
  })
})

describe('redactUri', () => {
  it('hides the password and keeps the rest', () => {
    expect(redactUri('postgres://app:s3cr3t@localhost:5432/app')).toBe('postgres://app:***@localhost:5432/app')
    expect(redactUri('postgres://localhost/app')).toBe('postgres://localhost/app')
    expect(redactUri('file:/tmp/a.db')).toBe('file:/tmp/a.db')
  })
})
