import { ConfigError } from './config-error'

/**
 * Where uploaded and generated files live: this machine's disk under DATA_DIR (the embedded
 * default, one process), or an S3-compatible object store that every process of a site shares
 * (decision 029). Only the variables are read here; cms/ and app/core/file-store.server.ts use it.
 */
export type ObjectStoreEnv =
  | { kind: 'disk'; dir: string }
  | {
      kind: 's3'
      bucket: string
      region: string
      /** An S3-compatible server other than AWS (MinIO, R2, s3rver…); AWS when absent. */
      endpoint?: string
      /** Both or neither: without them the SDK's own chain (instance role, AWS_* variables) is used. */
      credentials?: { accessKeyId: string; secretAccessKey: string }
      /** bucket in the path (http://host/bucket/key) rather than the host name: what most non-AWS servers need. */
      forcePathStyle: boolean
    }

export type ObjectStoreVariables = {
  S3_BUCKET?: string
  S3_REGION?: string
  S3_ENDPOINT?: string
  S3_ACCESS_KEY_ID?: string
  S3_SECRET_ACCESS_KEY?: string
  S3_FORCE_PATH_STYLE?: 'true' | 'false'
}

export function readObjectStore(env: ObjectStoreVariables, dataDir: string): ObjectStoreEnv {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  const anyGiven = [bucket, accessKeyId, secretAccessKey, env.S3_REGION, env.S3_ENDPOINT, env.S3_FORCE_PATH_STYLE].some(
    (value) => value !== undefined,
  )
  if (!anyGiven) return { kind: 'disk', dir: dataDir }
  if (!bucket) throw new ConfigError('S3_BUCKET is required when any S3_* variable is set (the object store for uploaded files)')
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new ConfigError('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither to use the AWS default credentials')
  return {
    kind: 's3',
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT.replace(/\/$/, '') } : {}),
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  }
}

/** The AWS SDK client settings for an S3 store (Payload's adapter and the app's own file store share them). */
export function s3ClientConfig(store: Extract<ObjectStoreEnv, { kind: 's3' }>) {
  return {
    region: store.region,
    forcePathStyle: store.forcePathStyle,
    ...(store.endpoint ? { endpoint: store.endpoint } : {}),
    ...(store.credentials ? { credentials: store.credentials } : {}),
  }
}

/** Object keys (and folders under DATA_DIR) of each kind of file. */
export const storePrefixes = { media: 'media', aiMedia: 'ai-media' } as const
