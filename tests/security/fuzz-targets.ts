/**
 * Generated requests for the parts of the host the OpenAPI document does not describe: Payload
 * REST query strings on public and private collections, the payment providers' webhooks, and the
 * local simulators under /dev/*. Used by fuzz.test.ts.
 */
import fc from 'fast-check'

export type RawPlan = {
  target: 'cms' | 'webhook' | 'dev'
  method: string
  path: string
  auth: 'anonymous' | 'bearer' | 'cookie'
  headers: Record<string, string>
  body?: string
}

const weird = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('%00', '%ff', '1e400', '-1', '0', '99999999999', 'a,b', '1,2', '[]', '{', 'null', 'true', 'x', '2024-01-01', '９'),
)
const plausible = fc.constantFrom(
  '1',
  '2',
  '5',
  'AI',
  'a',
  '2024-01-01',
  '2024-01-01T00:00:00.000Z',
  'true',
  'false',
  '1,2',
  'null',
  '-createdAt',
)
const encoded = fc.oneof(plausible, weird).map((text) => (/^%[0-9a-f]{2}$/i.test(text) ? text : encodeURIComponent(text)))

const collections = [
  'tips',
  'tip-categories',
  'courses',
  'topics',
  'lessons',
  'plans',
  'funnels',
  'landing-cards',
  'faqs',
  'pages',
  'testimonials',
  'media',
  'students',
  'orders',
  'payment-events',
  'funnel-events',
  'users',
  'nowhere',
]
const fields = ['title', 'id', 'createdAt', 'updatedAt', 'category', 'category.caption', 'prices.cents', 'order', 'slug', 'funnelId']
const moreFields = ['_status', 'email', 'status', 'version.title', 'parent', 'nonexistent', 'a.b.c.d', '']
const operators = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than']
const moreOperators = ['less_than_equal', 'like', 'not_like', 'contains', 'near', 'within', 'intersects', 'nope', '0']

const whereParam = fc
  .tuple(
    fc.constantFrom('', '[or][0]', '[and][0]', '[or][0][and][1]', '[and]', '[or][x]'),
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: fc.constantFrom(...moreFields) }),
    fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...operators) }, { weight: 2, arbitrary: fc.constantFrom(...moreOperators) }),
    fc.constantFrom('', '[0]', '[x]'),
    encoded,
  )
  .map(([nesting, field, operator, tail, value]) => `where${nesting}[${field}][${operator}]${tail}=${value}`)

const queryParam = fc.oneof(
  { weight: 6, arbitrary: whereParam },
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom('limit', 'page', 'depth', 'sort', 'draft', 'pagination', 'locale', 'trash', 'data', 'where'), encoded)
      .map(([key, value]) => `${key}=${value}`),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('select', 'populate', 'joins', 'sort'), fc.constantFrom('[title]', '[tips][x]', '[0]', '[]'), encoded)
      .map(([key, index, value]) => `${key}${index}=${value}`),
  },
)

const cms: fc.Arbitrary<RawPlan> = fc
  .record({
    collection: fc.constantFrom(...collections),
    suffix: fc.constantFrom('', '', '', '/count', '/versions', '/1', '/versions/1'),
    query: fc.array(queryParam, { minLength: 1, maxLength: 3 }),
    auth: fc.constantFrom<RawPlan['auth']>('anonymous', 'anonymous', 'anonymous', 'bearer', 'cookie'),
    override: fc.boolean(),
  })
  .map(({ collection, suffix, query, auth, override }): RawPlan => {
    const path = `/cms/api/${collection}${suffix}`
    const search = query.join('&')
    // Payload's method override: a POST whose form body is the query string (as the admin sends them).
    if (override && suffix === '')
      return {
        target: 'cms' as const,
        method: 'POST',
        path,
        auth,
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Payload-HTTP-Method-Override': 'GET' },
        body: search,
      }
    return { target: 'cms' as const, method: 'GET', path: `${path}?${search}`, auth, headers: {} }
  })

const webhookBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
  fc
    .record(
      {
        order: fc.record(
          { order_id: weird, status: fc.constantFrom('approved', 'declined', 'refunded', 'x'), amount: fc.integer() },
          { requiredKeys: [] },
        ),
        payment: fc.record({ id: weird, status: weird, sum: fc.record({ amount: fc.integer(), currency: weird }) }, { requiredKeys: [] }),
        signature: weird,
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
)

const webhook: fc.Arbitrary<RawPlan> = fc
  .record({
    provider: fc.constantFrom('solidgate', 'ecommpay', 'ecommpay', 'solidgate', 'paypal', '%ff', '..'),
    method: fc.oneof({ weight: 9, arbitrary: fc.constant('POST') }, { weight: 1, arbitrary: fc.constantFrom('GET', 'PUT', 'DELETE') }),
    merchant: weird,
    signature: weird,
    contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded'),
    body: webhookBody,
  })
  .map(({ provider, method, merchant, signature, contentType, body }) => ({
    target: 'webhook' as const,
    method,
    path: `/api/payments/${provider}/webhook`,
    auth: 'anonymous' as const,
    headers: { 'Content-Type': contentType, merchant: encodeURIComponent(merchant), signature: encodeURIComponent(signature) },
    ...(method === 'GET' ? {} : { body }),
  }))

const devPaths = [
  '/dev/payments/solidgate/page/api/v1/init',
  '/dev/payments/solidgate/api/api/v1/status',
  '/dev/payments/solidgate/api/api/v1/refund',
  '/dev/payments/solidgate/api/api/v1/recurring',
  '/dev/payments/solidgate/page/payment/',
  '/dev/payments/solidgate/page/3ds/',
  '/dev/payments/ecommpay/page/payment',
  '/dev/payments/ecommpay/page/pay',
  '/dev/payments/ecommpay/page/3ds',
  '/dev/payments/ecommpay/api/v2/payment/status',
  '/dev/payments/ecommpay/api/v2/payment/card/refund',
  '/dev/payments/ecommpay/api/v2/payment/card/recurring',
  '/dev/payments/renewals',
  '/dev/payments/saved-card',
  '/dev/ai/gemini/v1beta/models/',
  '/dev/ai/heygen/upload/v1/asset',
  '/dev/ai/heygen/api/v2/video/av4/generate',
  '/dev/ai/heygen/api/v1/video_status.get',
  '/dev/ai/heygen/files/',
  '/dev/nowhere',
]

const dev: fc.Arbitrary<RawPlan> = fc
  .record({
    path: fc.constantFrom(...devPaths),
    tail: fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: encoded }),
    query: fc.oneof(
      { weight: 3, arbitrary: fc.constant('') },
      { weight: 1, arbitrary: encoded.map((value) => `?payment_id=${value}&guid=${value}`) },
    ),
    method: fc.constantFrom('GET', 'POST', 'POST', 'PUT', 'DELETE'),
    auth: fc.constantFrom<RawPlan['auth']>('anonymous', 'anonymous', 'cookie'),
    contentType: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'),
    body: fc.oneof(
      fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      fc
        .record(
          { email: fc.oneof(fc.emailAddress(), weird), outcome: fc.constantFrom('approve', 'decline', 'x'), code: weird },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
      fc
        .array(fc.tuple(fc.constantFrom('card_number', 'payment_id', 'guid', 'cvv', 'x'), weird), { maxLength: 4 })
        .map((pairs) => new URLSearchParams(pairs).toString()),
    ),
  })
  .map(({ path, tail, query, method, auth, contentType, body }): RawPlan => ({
    target: 'dev' as const,
    method,
    path: `${path}${path.endsWith('/') ? tail || 'x' : tail ? `/${tail}` : ''}${query}`,
    auth,
    headers: method === 'GET' ? ({} as Record<string, string>) : { 'Content-Type': contentType },
    ...(method === 'GET' ? {} : { body }),
  }))

/** The three parts, in the proportions the run sends them. */
export const rawPlans = fc.oneof({ weight: 3, arbitrary: cms }, { weight: 1, arbitrary: webhook }, { weight: 1, arbitrary: dev })
