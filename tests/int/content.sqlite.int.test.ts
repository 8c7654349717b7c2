import { sqliteBackend } from './support/backends'
import { contentModelSuite } from './suites/content-model'

contentModelSuite(sqliteBackend())
