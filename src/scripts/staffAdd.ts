/**
 * `npm run staff:add -- --email E --name N --role owner|staff [--password P]`: creates a staff
 * account or, when the e-mail exists, sets its name, role and password (signing it out everywhere).
 * Without --password it asks for one without echo (stdin must be a terminal). Uses the server's
 * database: DATA_DIR or DATABASE_URL, migrated first.
 */
import { parseArgs } from 'node:util'
import { createInterface } from 'node:readline'
import { loadConfig } from '#server/env.ts'
import { keepFilesPrivate } from '#server/privateFiles.ts'
import { migrate, openDatabase } from '#server/db/index.ts'
import { upsertStaffUser } from '#server/staff/accounts.ts'
import { STAFF_ROLES, type StaffRole } from '#domain/schemas.ts'

// The database, its backups and copies hold customers' data: the script's files are its user's alone.
keepFilesPrivate()

/** Reads a line from the terminal without showing what is typed. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
    // Echo nothing but the question itself while the password is typed.
    const output = rl as unknown as { _writeToOutput: (text: string) => void }
    let asked = false
    output._writeToOutput = (text: string) => {
      if (!asked) process.stdout.write(text)
      asked = true
    }
    rl.question(question, (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    })
  })
}

function fail(message: string): never {
  console.error(`staff:add: ${message}`)
  process.exit(2)
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'staff' },
    password: { type: 'string' },
  },
})
const { email, name, role } = values
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('--email must be an e-mail address')
if (!name?.trim()) fail('--name is required')
if (!STAFF_ROLES.includes(role as StaffRole)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}`)
let password = values.password
if (password === undefined) {
  if (!process.stdin.isTTY) fail('give --password, or run in a terminal to type it')
  password = await askHidden('Password: ')
}
if (password.length < 10) fail('the password must be at least 10 characters long')

const database = openDatabase(loadConfig(process.env))
try {
  await migrate(database)
  const result = await upsertStaffUser(database.db, { email, name, role: role as StaffRole, password })
  console.log(`Staff account ${email} ${result} (${role}).`)
} finally {
  await database.close()
}
