// Writes schema.graphql from the resolvers; a test fails when the committed file is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../config.js';
import { printSchemaFile } from '../graphql/schema.js';

writeFileSync(join(projectRoot, 'schema.graphql'), await printSchemaFile());
console.log('Wrote schema.graphql');
