import { postgresBackend } from './support/backends'
import { mailDeliverySuite } from './suites/mail-delivery'

mailDeliverySuite(await postgresBackend())
