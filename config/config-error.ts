/** A configuration the site cannot start with; its message is one readable line per problem. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}
