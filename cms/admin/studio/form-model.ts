/**
 * The studio's working copy of a funnel definition: the JSON the document stores, with a stable
 * key per screen (for the list, drag and drop and focus) that never reaches the stored value.
 * Every other key is kept as it came, in its place, so editing in the studio never loses a field.
 */
export type Json = Record<string, unknown>
export type StudioScreen = { key: string; value: Json }
export type FormModel = { keys: string[]; rest: Json; screens: StudioScreen[] }

let counter = 0
export function newScreenKey(): string {
  counter += 1
  return `screen-${counter}`
}

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function toFormModel(definition: unknown): FormModel {
  const source = isRecord(definition) ? definition : {}
  const { screens, ...rest } = source
  const list = Array.isArray(screens) ? screens : []
  return {
    keys: Object.keys(source).includes('screens') ? Object.keys(source) : [...Object.keys(source), 'screens'],
    rest,
    screens: list.map((value) => ({ key: newScreenKey(), value: value as Json })),
  }
}

// Entries, not assignments: a key named "__proto__" (JSON may hold one) stays a plain key.
export function fromFormModel(model: FormModel): Json {
  const own = (record: Json, key: string) => Object.prototype.hasOwnProperty.call(record, key)
  const entries: [string, unknown][] = []
  for (const key of model.keys) {
    if (key === 'screens') entries.push(['screens', model.screens.map((screen) => screen.value)])
    else if (own(model.rest, key)) entries.push([key, model.rest[key]])
  }
  for (const [key, value] of Object.entries(model.rest)) if (!model.keys.includes(key)) entries.push([key, value])
  return Object.fromEntries(entries)
}

export type Path = readonly (string | number)[]

export function getAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>((node, key) => (node === null || typeof node !== 'object' ? undefined : (node as Json)[key]), value)
}

/** A copy of `value` with `path` set; `undefined` removes the key (an optional field left empty). */
export function setAt(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next
  const [key, ...tail] = path as [string | number, ...(string | number)[]]
  if (typeof key === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : []
    list[key] = setAt(list[key], tail, next)
    return list
  }
  const record: Json = isRecord(value) ? { ...value } : {}
  const child = setAt(Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined, tail, next)
  if (child === undefined) delete record[key]
  else Object.defineProperty(record, key, { value: child, enumerable: true, writable: true, configurable: true })
  return record
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list]
  const [item] = copy.splice(from, 1)
  if (item !== undefined) copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item)
  return copy
}
