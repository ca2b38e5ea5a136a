import { describe, expect, it } from 'vitest'
import { clientNetwork } from './client-network'

describe('the network a per-client limit counts', () => {
  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:1:2::/64'
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2::7%eth0'])
      expect(clientNetwork(address), address).toBe(network)
    expect(clientNetwork('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64')
    expect(clientNetwork('fe80::1:2:3:4')).toBe('fe80:0:0:0::/64')
  })

  it('counts IPv4 by the address, written plainly or mapped into IPv6', () => {
    expect(clientNetwork('198.18.4.5')).toBe('198.18.4.5')
    expect(clientNetwork('::ffff:198.18.4.5')).toBe('198.18.4.5')
    expect(clientNetwork('::FFFF:c612:405')).toBe('198.18.4.5')
    expect(clientNetwork('198.18.4.6')).toBe('198.18.4.6')
  })

  it('leaves every other key as it is', () => {
    for (const key of ['unknown', 'student:7', 'visitor-7f0c', '1:2:3', '1::2::3', '1:2:3:4:5:6:7:8:9', '::ffff:1.2.3.999', 'abc:def'])
      expect(clientNetwork(key), key).toBe(key)
  })
})
