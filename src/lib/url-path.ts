/**
 * Whether every segment of a raw (still percent-encoded) path decodes: `%ff%fe`, a lone `%` or `%zz`
 * do not. Next decodes route parameters itself and, on such a path, fails to render its error page and
 * answers 500 with no page at all.
 */
export function isDecodablePath(rawPath: string): boolean {
  try {
    for (const segment of rawPath.split('/')) decodeURIComponent(segment)
    return true
  } catch {
    return false
  }
}
