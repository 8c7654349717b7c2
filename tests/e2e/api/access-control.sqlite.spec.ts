import { accessMatrixSuite } from './support/access-matrix'

accessMatrixSuite('sqlite', 'accessMatrixSqlite')
