import { sqliteBackend } from './support/backends'
import { weatherSuite } from './suites/weather'

weatherSuite(sqliteBackend())
