import { accessMatrixSuite } from './support/access-matrix'

accessMatrixSuite('postgres', 'accessMatrixPostgres')
