import { postgresBackend } from './support/backends'
import { commentsSuite } from './suites/comments'

commentsSuite(await postgresBackend())
