import { getPayload } from 'payload'
import config from '@payload-config'
import { migrateDatabase } from '@/lib/migrate'
import { rebuildSearchIndex } from '@/features/search/reindex'
import { DEMO_EDITOR } from './demo-editor'
import { seedDemoContent } from './seed-demo'

/**
 * Brings the database to the current schema and, when it holds no content yet, writes the demo content;
 * content without a search index (written before the search existed) is indexed.
 * Returns the demo login when the demo editor account exists, for `npm start` to print.
 */
export async function prepareDatabase({ seed = true }: { seed?: boolean } = {}) {
  const payload = await getPayload({ config })
  try {
    await migrateDatabase(payload)
    const { totalDocs } = await payload.count({ collection: 'articles', overrideAccess: true })
    const seeded = seed && totalDocs === 0
    if (seeded) {
      payload.logger.info('Base vide : écriture du contenu de démonstration…')
      await seedDemoContent(payload)
    } else if (
      totalDocs > 0 &&
      (await payload.count({ collection: 'search', overrideAccess: true })).totalDocs === 0
    ) {
      // Content from before the search existed (or written without its hooks): indexed once, here.
      payload.logger.info('Index de recherche vide : indexation du contenu…')
      payload.logger.info(`Index de recherche : ${await rebuildSearchIndex(payload)} documents indexés.`)
    }
    const editors = await payload.count({
      collection: 'users',
      where: { email: { equals: DEMO_EDITOR.email } },
    })
    return { seeded, editorLogin: editors.totalDocs > 0 ? DEMO_EDITOR : null }
  } finally {
    await payload.destroy()
  }
}
