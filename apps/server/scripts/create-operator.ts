// npm run operator:create -- --email ops@example.com --name "Ops" --password '…' [--role finance]
// Prints the operator's TOTP secret (and otpauth:// URL) to enrol in an authenticator app.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDb } from '../src/platform/db';
import { migrate } from '../src/platform/migrate';
import { createOperator } from '../src/modules/admin';
import { otpauthUrl } from '../src/platform/totp';
import { isOperatorRole, OPERATOR_ROLES } from '@tidemark/contracts';

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    password: { type: 'string' },
    role: { type: 'string' },
  },
});
const role = values.role ?? 'admin';
if (!values.email || !values.password || values.password.length < 10 || !isOperatorRole(role)) {
  console.error(
    `usage: npm run operator:create -- --email <e-mail> --password <at least 10 characters> [--name <name>] [--role ${OPERATOR_ROLES.join('|')}]`,
  );
  process.exit(2);
}
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const { id, totpSecret } = await createOperator(db, {
    email: values.email,
    name: values.name ?? values.email,
    password: values.password,
    role,
  });
  // Sign-in needs a code from an authenticator app (TOTP): this is the only time the secret is shown.
  // Running the command again for the same e-mail resets the password and issues a new secret.
  console.log(`operator ${values.email} ready (id ${id}, role ${role})`);
  console.log(`TOTP secret for an authenticator app: ${totpSecret}`);
  console.log(otpauthUrl(totpSecret, values.email.trim().toLowerCase()));
} finally {
  await db.close();
}
