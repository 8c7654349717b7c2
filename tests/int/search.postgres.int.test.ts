import { postgresBackend } from './support/backends'
import { searchSuite } from './suites/search'

searchSuite(await postgresBackend())
