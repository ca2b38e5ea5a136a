import { describe, expect, it } from 'vitest'
import { formObject } from './form.server'

const post = (body: BodyInit, contentType: string, method = 'POST') =>
  new Request('http://localhost/auth/signin', { method, body, headers: { 'Content-Type': contentType } })

async function statusOf(request: Request): Promise<number> {
  try {
    await formObject(request)
    return 200
  } catch (error) {
    return (error as Response).status
  }
}

describe('formObject', () => {
  it('reads url-encoded and multipart forms, keeping text fields only', async () => {
    expect(await formObject(post('email=a%40b.c&password=x', 'application/x-www-form-urlencoded'))).toEqual({
      email: 'a@b.c',
      password: 'x',
    })
    const multipart = new FormData()
    multipart.set('email', 'a@b.c')
    multipart.set('file', new Blob(['x']), 'x.txt')
    expect(await formObject(new Request('http://localhost/x', { method: 'POST', body: multipart }))).toEqual({ email: 'a@b.c' })
  })

  it('answers what a form cannot be with a 4xx', async () => {
    expect(await statusOf(post('{"email":"a"}', 'application/json'))).toBe(415)
    expect(await statusOf(post('<a/>', 'text/xml'))).toBe(415)
    expect(await statusOf(post('garbage', 'multipart/form-data; boundary=wrong'))).toBe(400)
    expect(await statusOf(post('email=a', 'application/x-www-form-urlencoded', 'PUT'))).toBe(405)
    expect(await statusOf(post('email=a', 'application/x-www-form-urlencoded', 'PATCH'))).toBe(405)
  })
})
