import { sqliteBackend } from './support/backends'
import { mailDeliverySuite } from './suites/mail-delivery'

mailDeliverySuite(sqliteBackend())
