// Run by scripts/build.mjs: the database a start on a new data folder begins from
// (src/platform/db-template.ts).
import { writeDbTemplate } from '../src/platform/db-template-write';

const manifest = await writeDbTemplate(process.argv[2]);
console.log(
  `database template: ${manifest.migrations.length} migrations, PGlite ${manifest.pglite}`,
);
