import { postgresBackend } from './support/backends'
import { concurrentLoginsSuite } from './suites/concurrent-logins'

concurrentLoginsSuite(await postgresBackend())
