import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The ajax actions and the fields of their input schemas, read from the source of the dispatch table
 * (src/app/ajax/actions.ts) without importing it: the handlers are server-only modules that load Payload.
 * It follows each handler to its `defineAjaxAction({ schema })` and the schema to its `z.object({...})`
 * (through `.refine`, `.transform`, `.pipe`, `.extend`, imported constants and a helper given the
 * schema). A new action is in the corpus as soon as it is in the table.
 */
export type AjaxActionFields = { action: string; fields: string[] }

const ROOT = process.cwd()
const DISPATCH_TABLE = path.join(ROOT, 'src/app/ajax/actions.ts')

const sources = new Map<string, ts.SourceFile>()
function source(file: string): ts.SourceFile {
  let parsed = sources.get(file)
  if (!parsed) {
    parsed = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
    sources.set(file, parsed)
  }
  return parsed
}

/** `@/x/y` or `./y` from `from` → the .ts(x) file. */
function resolveModule(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, 'src', specifier.slice(2))
    : path.resolve(path.dirname(from), specifier)
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (fs.existsSync(candidate)) return candidate
  return null
}

/** Where a name used in `file` is defined: a top-level const of the file, or what it imports. */
function declaration(name: string, file: string): { init: ts.Expression; file: string } | null {
  for (const statement of source(file).statements) {
    if (ts.isVariableStatement(statement)) {
      for (const item of statement.declarationList.declarations)
        if (ts.isIdentifier(item.name) && item.name.text === name && item.initializer)
          return { init: item.initializer, file }
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings
      if (!bindings || !ts.isNamedImports(bindings)) continue
      const imported = bindings.elements.find((element) => element.name.text === name)
      if (!imported) continue
      const target = resolveModule(statement.moduleSpecifier.text, file)
      return target ? declaration((imported.propertyName ?? imported.name).text, target) : null
    }
  }
  return null
}

/** A property's name: written out, or a `[CONSTANT]` holding a string (the newsletter's captcha field). */
function propertyName(name: ts.PropertyName, file: string): string[] {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return [name.text]
  if (ts.isComputedPropertyName(name) && ts.isIdentifier(name.expression)) {
    const found = declaration(name.expression.text, file)
    if (found && ts.isStringLiteral(found.init)) return [found.init.text]
  }
  return []
}

const keysOf = (literal: ts.ObjectLiteralExpression, file: string) =>
  literal.properties.flatMap((property) => (property.name ? propertyName(property.name, file) : []))

/** The field names of a zod schema expression. */
function schemaFields(expression: ts.Expression, file: string): string[] {
  if (ts.isIdentifier(expression)) {
    const found = declaration(expression.text, file)
    return found ? schemaFields(found.init, found.file) : []
  }
  if (ts.isCallExpression(expression) && ts.isPropertyAccessExpression(expression.expression)) {
    const method = expression.expression.name.text
    const [first] = expression.arguments
    if (/^(object|strictObject|looseObject)$/.test(method) && first && ts.isObjectLiteralExpression(first))
      return keysOf(first, file)
    const receiver = schemaFields(expression.expression.expression, file)
    if (method === 'extend' && first && ts.isObjectLiteralExpression(first))
      return [...receiver, ...keysOf(first, file)]
    return receiver
  }
  // A helper that wraps the schema it is given (`ofItsSearch(z.object({...}))`): the fields of that schema.
  if (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression)) {
    const [first] = expression.arguments
    return first ? schemaFields(first, file) : []
  }
  return []
}

/** The `schema` of `defineAjaxAction({ schema, handle })` bound to `name` in `file`. */
function actionFields(name: string, file: string): string[] {
  const found = declaration(name, file)
  if (!found || !ts.isCallExpression(found.init)) return []
  const [options] = found.init.arguments
  if (!options || !ts.isObjectLiteralExpression(options)) return []
  const schema = options.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === 'schema',
  )
  return schema ? schemaFields(schema.initializer, found.file) : []
}

export function readAjaxActions(): AjaxActionFields[] {
  const table = declaration('ajaxActions', DISPATCH_TABLE)
  if (!table || !ts.isObjectLiteralExpression(table.init))
    throw new Error(`no object literal named ajaxActions in ${DISPATCH_TABLE}`)
  return table.init.properties.map((property) => {
    if (!ts.isPropertyAssignment(property) || !property.name)
      throw new Error(`ajaxActions: entry "${property.getText()}" is not \`name: handler\``)
    const action =
      ts.isIdentifier(property.name) || ts.isStringLiteral(property.name) ? property.name.text : ''
    const fields = ts.isIdentifier(property.initializer)
      ? actionFields(property.initializer.text, DISPATCH_TABLE)
      : []
    return { action, fields }
  })
}
