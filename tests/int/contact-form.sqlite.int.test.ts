import { sqliteBackend } from './support/backends'
import { contactFormSuite } from './suites/contact-form'

contactFormSuite(sqliteBackend())
