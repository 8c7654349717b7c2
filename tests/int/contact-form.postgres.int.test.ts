import { postgresBackend } from './support/backends'
import { contactFormSuite } from './suites/contact-form'

contactFormSuite(await postgresBackend())
