import type { CollectionSlug, DataFromCollectionSlug, Payload, RequiredDataFromCollectionSlug, Where } from 'payload'
import { seedContext } from './context'
import { acceptsFixedIds, syncIdSequence } from './ids'

/** An upload's bytes, for collections with `upload` (media). */
export type SeedFile = { data: Buffer; mimetype: string; name: string; size: number }

export type SeedCounts = Partial<Record<CollectionSlug, number>>

/** Tracks what one seed run created; every write goes through `ensure`. */
export class SeedRun {
  readonly created: SeedCounts = {}

  constructor(
    readonly payload: Payload,
    readonly warn: (message: string) => void = (message) => payload.logger.warn(message),
  ) {}

  /**
   * Finds the document by its natural key and returns it untouched (marketers may have edited it);
   * creates it, published, only when missing. `sqlId` asks for a fixed id where the database
   * numbers its rows; elsewhere (MongoDB) the database chooses.
   */
  async ensure<S extends CollectionSlug>(
    collection: S,
    naturalKey: Where,
    data: RequiredDataFromCollectionSlug<S>,
    options: { sqlId?: number; file?: SeedFile } = {},
  ): Promise<{ doc: DataFromCollectionSlug<S>; created: boolean }> {
    const { payload } = this
    const found = await payload.find({ collection, where: naturalKey, limit: 1, depth: 0, pagination: false })
    if (found.docs[0]) return { doc: found.docs[0], created: false }

    const id = options.sqlId !== undefined && acceptsFixedIds(payload) ? await this.freeId(collection, options.sqlId) : undefined
    const doc = await payload.create({
      collection,
      data: id === undefined ? data : { ...data, id },
      ...(options.file ? { file: options.file } : {}),
      depth: 0,
      context: seedContext(),
    })
    if (id !== undefined) await syncIdSequence(payload, collection)
    this.created[collection] = (this.created[collection] ?? 0) + 1
    return { doc, created: true }
  }

  private async freeId(collection: CollectionSlug, id: number): Promise<number | undefined> {
    const taken = await this.payload.count({ collection, where: { id: { equals: id } } })
    if (taken.totalDocs === 0) return id
    this.warn(`Seed: ${collection} ${id} is already used by another document; created with a new id instead.`)
    return undefined
  }
}
