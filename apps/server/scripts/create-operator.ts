// npm run operator:create -- --email ops@example.com --name "Ops" --password '…'
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config';
import { openDb } from '../src/platform/db';
import { migrate } from '../src/platform/migrate';
import { createOperator } from '../src/modules/admin';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' } } });
if (!values.email || !values.password || values.password.length < 10) {
  console.error('usage: npm run operator:create -- --email <e-mail> --password <at least 10 characters> [--name <name>]');
  process.exit(2);
}
const config = loadConfig();
const db = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const id = await createOperator(db, { email: values.email, name: values.name ?? values.email, password: values.password });
  console.log(`operator ${values.email} ready (id ${id})`);
} finally {
  await db.close();
}
