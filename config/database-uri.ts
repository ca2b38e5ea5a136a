import { ConfigError } from './config-error'

export type DatabaseKind = 'sqlite' | 'postgres' | 'mongodb'

const schemes: Record<string, DatabaseKind> = {
  'file:': 'sqlite',
  'postgres:': 'postgres',
  'postgresql:': 'postgres',
  'mongodb:': 'mongodb',
  'mongodb+srv:': 'mongodb',
}

/** Which adapter a DATABASE_URI selects; an unknown scheme is a configuration error. */
export function databaseKind(uri: string): DatabaseKind {
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(uri)?.[0].toLowerCase()
  const kind = scheme ? schemes[scheme] : undefined
  if (!kind) {
    throw new ConfigError(`DATABASE_URI=${redactUri(uri)} has an unsupported scheme; use file: (SQLite), postgres:// or mongodb://`)
  }
  return kind
}

/** The URI with any password replaced, safe to print. */
export function redactUri(uri: string): string {
  return uri.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:)[^@]*@/i, '$1***@')
}
