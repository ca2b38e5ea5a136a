export * from './bodies'
export * from './options'
export * from './chat'
