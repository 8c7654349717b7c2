import { sqliteBackend } from './support/backends'
import { concurrentLoginsSuite } from './suites/concurrent-logins'

concurrentLoginsSuite(sqliteBackend())
