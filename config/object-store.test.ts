import { describe, expect, it } from 'vitest'
import { ConfigError, readEnv } from './env'

const read = (vars: Record<string, string>) => readEnv({ DATA_DIR: '/srv/site', ...vars }, '/').objectStore

describe('the object store settings (S3_*)', () => {
  it('keeps files under DATA_DIR when no S3_* is set (an empty value counts as not set)', () => {
    expect(read({})).toEqual({ kind: 'disk', dir: '/srv/site' })
    expect(read({ S3_BUCKET: '', S3_REGION: '' })).toEqual({ kind: 'disk', dir: '/srv/site' })
  })

  it('reads an S3-compatible store with its endpoint, keys and path style', () => {
    expect(
      read({
        S3_BUCKET: 'site-files',
        S3_ENDPOINT: 'http://minio:9000/',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'site-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
    })
    expect(read({ S3_BUCKET: 'site-files', S3_REGION: 'eu-central-1' })).toEqual({
      kind: 's3',
      bucket: 'site-files',
      region: 'eu-central-1',
      forcePathStyle: false,
    })
  })

  it('refuses to start on a half-given store, saying what is missing', () => {
    expect(() => read({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(ConfigError)
    expect(() => read({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET is required/)
    expect(() => read({ S3_BUCKET: 'site-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(/both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/)
    expect(() => read({ S3_BUCKET: 'Site_Files' })).toThrow(/S3_BUCKET: a bucket name/)
    expect(() => read({ S3_BUCKET: 'site-files', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/)
  })
})
