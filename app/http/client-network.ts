/**
 * What a per-client limit counts a client address by. An IPv4 address is one client. An IPv6
 * client is its /64: that is the block one home, office or phone network is given, and a device
 * may take a new address within it for every request (privacy addresses), so counting single
 * addresses would give one client 2^64 allowances. An IPv4-mapped address (::ffff:a.b.c.d, how a
 * dual-stack socket shows an IPv4 peer) is the IPv4 address. Any other key (a visitor id,
 * `student:7`) is returned as it is.
 */
export function clientNetwork(client: string): string {
  const groups = ipv6Groups(client)
  if (!groups) return client
  const isMapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff
  if (isMapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
}

/** The eight 16-bit groups of an IPv6 address (a zone and an IPv4 tail allowed), or null. */
function ipv6Groups(address: string): number[] | null {
  let text = address.trim().toLowerCase()
  const zone = text.indexOf('%')
  if (zone >= 0) text = text.slice(0, zone)
  const ipv4Tail = /^(.*:)(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text)
  if (ipv4Tail) {
    const octets = ipv4Tail.slice(2).map(Number)
    if (octets.some((octet) => octet > 255)) return null
    const [a, b, c, d] = octets as [number, number, number, number]
    text = `${ipv4Tail[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const halves = text.split('::')
  if (halves.length > 2) return null
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  const head = groupsOf(halves[0]!)
  const tail = halves.length === 2 ? groupsOf(halves[1]!) : []
  if (![...head, ...tail].every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  return [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail].map((group) => Number.parseInt(group, 16))
}
