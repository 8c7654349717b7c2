import { sqliteBackend } from './support/backends'
import { searchSuite } from './suites/search'

searchSuite(sqliteBackend())
