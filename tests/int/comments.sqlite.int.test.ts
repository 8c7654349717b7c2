import { sqliteBackend } from './support/backends'
import { commentsSuite } from './suites/comments'

commentsSuite(sqliteBackend())
