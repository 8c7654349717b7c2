import { postgresBackend } from './support/backends'
import { contentModelSuite } from './suites/content-model'

contentModelSuite(await postgresBackend())
