/* eslint-disable @typescript-eslint/no-require-imports -- eslint-module-utils loads a resolver with require() */
/**
 * The import resolver of the layer rules (eslint-plugin-boundaries): Node's own resolution, so the
 * package.json "imports" aliases (`#domain/*`, …) mean to lint what they mean to Node, Vite and
 * TypeScript. A Vite query (`?url`, `?raw`) is dropped; what Node cannot place (`./x` without its
 * extension) goes to the node resolver with the TypeScript extensions.
 */
const { createRequire, isBuiltin } = require('node:module')
const node = require('eslint-import-resolver-node')

const extensions = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json']

exports.interfaceVersion = 2

exports.resolve = function resolve(source, file) {
  const path = source.replace(/\?.*$/, '')
  if (isBuiltin(path)) return { found: true, path: null }
  try {
    return { found: true, path: createRequire(file).resolve(path) }
  } catch {
    return node.resolve(path, file, { extensions })
  }
}
