/**
 * Checks a Payload `where` before Payload sees it: Payload turns a malformed one (an operator
 * that does not fit the field, a date or number that does not parse, a value the database
 * refuses) into a 500. Anything this accepts, Payload can run; anything else is the caller's
 * mistake, said in one sentence.
 */
export type FieldKind = 'id' | 'number' | 'date' | 'text' | 'option' | 'boolean' | 'json' | 'container'
/** A select's or radio's options, where the database keeps them as an enum that takes nothing else. */
export type FieldInfo = { kind: FieldKind; options?: readonly string[] }

const common = ['equals', 'not_equals', 'in', 'not_in', 'exists']
const ordered = [...common, 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal']
const textual = [...common, 'like', 'not_like', 'contains']
const operatorsOf: Record<FieldKind, string[]> = {
  id: ordered,
  number: ordered,
  date: ordered,
  text: textual,
  option: common,
  json: ['equals', 'not_equals', 'exists', 'like'],
  boolean: common,
  container: ['exists'],
}
const listOperators = new Set(['in', 'not_in', 'all'])
const likeOperators = new Set(['like', 'not_like', 'contains'])
const maxConditions = 50
const maxNesting = 5
const maxListLength = 100

export type WhereContext = {
  /** The kind of value a field path holds, or undefined when the collection has no such path. */
  kindOf: (path: string) => FieldInfo | undefined
  /** Whether a value is a document id this database can hold. */
  isId: (value: string) => boolean
}

/** A sentence saying what is wrong with `where`, or null when Payload may run it. */
export function checkWhere(where: unknown, context: WhereContext): string | null {
  let conditions = 0
  const visit = (node: unknown, depth: number): string | null => {
    if (!isPlainObject(node)) return 'where must be a set of conditions, such as where[title][equals]=…'
    if (depth > maxNesting) return `where may nest and/or at most ${maxNesting} levels deep.`
    for (const [key, value] of Object.entries(node)) {
      if (key === 'and' || key === 'or') {
        const list = listOf(value)
        if (!list) return `where[${key}] must be a list of conditions.`
        for (const item of list) {
          const problem = visit(item, depth + 1)
          if (problem) return problem
        }
        continue
      }
      conditions += 1
      if (conditions > maxConditions) return `where may hold at most ${maxConditions} conditions.`
      const problem = checkCondition(key, value, context)
      if (problem) return problem
    }
    return null
  }
  return visit(where, 0)
}

function checkCondition(path: string, condition: unknown, context: WhereContext): string | null {
  const field = context.kindOf(path)
  if (!field) return `The field "${path}" cannot be queried.`
  const { kind } = field
  if (!isPlainObject(condition)) return `where[${path}] needs an operator, such as where[${path}][equals]=…`
  for (const [operator, value] of Object.entries(condition)) {
    if (!operatorsOf[kind].includes(operator)) return `The operator "${operator}" does not apply to the field "${path}".`
    const values = listOperators.has(operator) ? listValues(value) : scalar(value) === undefined ? undefined : [scalar(value)!]
    if (!values) return `where[${path}][${operator}] must be ${listOperators.has(operator) ? 'a list of values' : 'one value'}.`
    if (values.length === 0) return `where[${path}][${operator}] needs at least one value.`
    if (values.length > maxListLength) return `where[${path}][${operator}] may list at most ${maxListLength} values.`
    for (const item of values) {
      const problem = checkValue(field, operator, item, context)
      if (problem) return `where[${path}][${operator}]: ${problem}`
    }
  }
  return null
}

function checkValue({ kind, options }: FieldInfo, operator: string, value: string, context: WhereContext): string | null {
  if (value.includes('\0')) return 'a value may not hold a NUL character.'
  if (value.length > 1000) return 'a value may be at most 1000 characters long.'
  if (operator === 'exists') return value === 'true' || value === 'false' ? null : 'exists takes true or false.'
  // Inside an array Payload compares "null" with the enum as it is: exists=false asks for no value.
  if (kind === 'option') return options?.includes(value) ? null : `"${value}" is not one of ${options?.join(', ') || 'its options'}.`
  if ((operator === 'equals' || operator === 'not_equals') && value === 'null') return null
  // PostgreSQL refuses a LIKE pattern that ends in its escape character.
  if (likeOperators.has(operator) && value.includes('\\')) return 'a text search may not hold a backslash.'
  if (kind === 'id') return context.isId(value) ? null : `"${value}" is not a document id.`
  if (kind === 'number') return isFiniteNumber(value) ? null : `"${value}" is not a number.`
  if (kind === 'date') return isDate(value) ? null : `"${value}" is not a date.`
  // Payload writes a JSON query's value into the SQL it builds: plain words only.
  if (kind === 'json') return /^[\p{L}\p{N} _.:@+-]*$/u.test(value) ? null : 'a JSON field is queried with letters, digits and spaces only.'
  if (kind === 'boolean') return value === 'true' || value === 'false' ? null : 'the value is true or false.'
  return null
}

/** A time every database can hold: years 1 to 9999 (PostgreSQL stops at 4713 BC). */
function isDate(value: string): boolean {
  const time = Date.parse(value)
  if (!Number.isFinite(time)) return false
  const year = new Date(time).getUTCFullYear()
  return year >= 1 && year <= 9999
}

const isFiniteNumber = (value: string) => /^-?\d{1,20}(\.\d{1,20})?$/.test(value) && Number.isFinite(Number(value))

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** qs gives a list as an array, or (past its array limit) as an object keyed 0, 1, 2… */
function listOf(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value
  if (isPlainObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) return Object.values(value)
  return undefined
}

/** Query strings hold strings; a `where` sent as JSON may also hold numbers, booleans or null. */
function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null) return 'null'
  return undefined
}

/** Payload splits a comma-separated string for in, not_in and all. */
function listValues(value: unknown): string[] | undefined {
  const single = scalar(value)
  if (single !== undefined) return single === '' ? [] : single.split(',')
  const list = listOf(value)
  if (!list) return undefined
  const values = list.map(scalar)
  return values.every((item): item is string => item !== undefined) ? values : undefined
}
