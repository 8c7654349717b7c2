import 'server-only'
import { getPlaylistPaths } from '@/features/videos/queries'
import { getArchivePaths, getArticlePaths, getCategoryPaths } from '@/features/articles/queries'
import { getPagePaths } from '@/features/pages/queries'

/**
 * Every public address of a document and its last change, for the sitemap: each collection's addresses
 * come from its own feature's reads.
 */
export async function getSitemapEntries() {
  const lists = await Promise.all([
    getArticlePaths(),
    getCategoryPaths(),
    getArchivePaths(),
    getPagePaths(),
    getPlaylistPaths(),
  ])
  return lists.flat()
}
