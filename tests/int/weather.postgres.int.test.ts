import { postgresBackend } from './support/backends'
import { weatherSuite } from './suites/weather'

weatherSuite(await postgresBackend())
