/**
 * The MongoDB URI with its database replaced by `database`: hosts (one or a replica set's list),
 * credentials and options are kept, and `authSource` is made explicit so the credentials still
 * authenticate where they did. (`new URL` cannot read a host list, so this is
 * done on the string.)
 */
export function throwawayMongoUri(uri: string, database: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?#]+)(?:\/([^?#]*))?(\?[^#]*)?$/i.exec(uri)
  if (!match) throw new Error('MONGODB_URI must look like mongodb://[user:password@]host[:port][,host…][/database][?options]')
  const [, server, named, query = ''] = match
  const options = new URLSearchParams(query.slice(1))
  // Credentials authenticate against the URI's database, or `admin` when it names none — never
  // against the throwaway database, which the new path would otherwise imply.
  if (server!.includes('@') && !options.has('authSource')) options.set('authSource', named ? decodeURIComponent(named) : 'admin')
  const rest = options.toString()
  return `${server}/${database}${rest ? `?${rest}` : ''}`
}
