import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { type ObjectStoreEnv, s3ClientConfig, storePrefixes } from '../config/object-store'

/**
 * Media uploads (the admin's files, the seeded course covers) in the site's S3 bucket when S3_* is
 * set, served through Payload's `/cms/api/media/file/…` as before; on DATA_DIR otherwise
 * (decision 029). The adapter's two fields (`prefix`, `_objectKey`) are in the schema either way,
 * so switching stores needs no migration.
 */
export function mediaStorage(store: ObjectStoreEnv): Plugin {
  return s3Storage({
    enabled: store.kind === 's3',
    alwaysInsertFields: true,
    collections: { media: { prefix: storePrefixes.media } },
    bucket: store.kind === 's3' ? store.bucket : 'unused',
    config: store.kind === 's3' ? s3ClientConfig(store) : {},
  })
}
