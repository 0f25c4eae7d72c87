import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '@graphql-codegen/cli';
import config from '../../../codegen.js';
import { projectRoot } from '../config.js';
import { printSchemaFile } from './schema.js';

describe('generated files are fresh', () => {
  // That each field shows its @auth/@page as intended is checked by the authorization matrix (tests/api).
  it('schema.graphql matches the resolvers (run `npm run schema:emit`)', async () => {
    const committed = readFileSync(join(projectRoot, 'schema.graphql'), 'utf8');
    expect(committed).toBe(await printSchemaFile());
  });

  it("web/src/gql and every page folder's gql/ match the schema and the .graphql operations (run `npm run codegen`)", async () => {
    const outputs = (await generate({ ...config, cwd: projectRoot, silent: true }, false)) as Array<{ filename: string; content: string }>;
    expect(outputs.length).toBeGreaterThan(0);
    for (const { filename, content } of outputs) {
      const onDisk = readFileSync(join(projectRoot, filename), 'utf8');
      expect(onDisk, `${filename} is stale`).toBe(content);
    }
  }, 60_000);
});
