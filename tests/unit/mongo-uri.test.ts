import { describe, expect, it } from 'vitest'
import { throwawayMongoUri } from '../integration/support/mongo-uri'

describe('the integration suite’s throwaway MongoDB database', () => {
  it('replaces the database and keeps hosts, credentials and options', () => {
    expect(throwawayMongoUri('mongodb://127.0.0.1:27017', 'it_1')).toBe('mongodb://127.0.0.1:27017/it_1')
    expect(throwawayMongoUri('mongodb://127.0.0.1:27017/', 'it_1')).toBe('mongodb://127.0.0.1:27017/it_1')
    expect(throwawayMongoUri('mongodb://localhost/app?retryWrites=true', 'it_1')).toBe('mongodb://localhost/it_1?retryWrites=true')
    expect(throwawayMongoUri('mongodb://a:1,b:2,c:3/app?replicaSet=rs0', 'it_1')).toBe('mongodb://a:1,b:2,c:3/it_1?replicaSet=rs0')
    expect(throwawayMongoUri('mongodb+srv://cluster.example.net/app', 'it_1')).toBe('mongodb+srv://cluster.example.net/it_1')
  })

  it('keeps a user authenticating in the database the URI named', () => {
    expect(throwawayMongoUri('mongodb://ci:p%40ss@db:27017/app', 'it_1')).toBe('mongodb://ci:p%40ss@db:27017/it_1?authSource=app')
    expect(throwawayMongoUri('mongodb://ci:pw@db/app?authSource=admin', 'it_1')).toBe('mongodb://ci:pw@db/it_1?authSource=admin')
    expect(throwawayMongoUri('mongodb://ci:pw@db', 'it_1')).toBe('mongodb://ci:pw@db/it_1?authSource=admin')
  })

  it('refuses what is not a MongoDB URI', () => {
    expect(() => throwawayMongoUri('postgres://x/y', 'it_1')).toThrow(/MONGODB_URI/)
  })
})
