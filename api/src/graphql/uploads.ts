import type Koa from 'koa';
import { getNamedType, Kind, parse, typeFromAST, type GraphQLSchema } from 'graphql';
import { LIMITS } from './limits.js';
import { processRequest, Upload, type UploadOptions } from 'graphql-upload-minimal';

/** Where the multipart map put files in the operation (graphql-upload-minimal sets Upload objects). */
function findUploads(value: unknown, path: string[] = [], out: Array<{ path: string[] }> = []): Array<{ path: string[] }> {
  if (value instanceof Upload) out.push({ path });
  else if (value && typeof value === 'object' && path.length < 20) {
    for (const [k, v] of Object.entries(value)) findUploads(v, [...path, k], out);
  }
  return out;
}

/** True when the file sits in a variable this operation declares as an Upload. */
function takesFile(schema: GraphQLSchema, operation: { query?: unknown; operationName?: unknown }, path: string[]): boolean {
  if (path[0] !== 'variables' || typeof operation.query !== 'string') return false;
  try {
    const document = parse(operation.query, { maxTokens: LIMITS.maxTokens });
    const op = document.definitions.find(
      (d) => d.kind === Kind.OPERATION_DEFINITION && (!operation.operationName || d.name?.value === operation.operationName),
    );
    if (op?.kind !== Kind.OPERATION_DEFINITION) return false;
    const variable = op.variableDefinitions?.find((v) => v.variable.name.value === path[1]);
    const type = variable && typeFromAST(schema, variable.type);
    return Boolean(type && getNamedType(type).name === 'Upload');
  } catch {
    return false;
  }
}

/**
 * GraphQL multipart requests (file uploads) on /graphql. A file must go to a variable of type
 * Upload that the operation declares, else the request is refused at once with 400 (an unread
 * file would otherwise stall the request until the server's request timeout); anything left
 * unread once the operation is answered is drained, and the answer never waits for it.
 */
export function graphqlUploads(schema: GraphQLSchema, options: UploadOptions): Koa.Middleware {
  return async (ctx, next) => {
    if (!ctx.request.is('multipart/form-data')) return next();
    try {
      let operations: Awaited<ReturnType<typeof processRequest>>;
      try {
        operations = await processRequest(ctx.req, ctx.res, options);
      } catch (err) {
        const status = (err as { status?: number }).status ?? 400;
        ctx.status = status >= 500 ? 400 : status;
        ctx.body = { message: status >= 500 ? 'The multipart request has no operations field.' : (err as Error).message, messageCode: 'INVALID_REQUEST' };
        return;
      }
      if (Array.isArray(operations)) {
        ctx.status = 400;
        ctx.body = { message: 'Send one operation per request.', messageCode: 'INVALID_REQUEST' };
        return;
      }
      const stray = findUploads(operations).find((u) => !takesFile(schema, operations as { query?: unknown }, u.path));
      if (stray) {
        ctx.status = 400;
        const field = String(stray.path.at(-1));
        ctx.body = { message: `This operation does not take the file sent at ${stray.path.join('.')}.`, messageCode: 'UPLOAD_NOT_EXPECTED', params: { field }, field };
        return;
      }
      ctx.request.body = operations;
      await next();
    } finally {
      // Once answered, whatever is left of the body (a file nobody read, one the map put nowhere)
      // is read away, so the request ends and its connection can carry the next one.
      if (!ctx.req.readableEnded) {
        ctx.req.unpipe();
        ctx.req.resume();
      }
    }
  };
}
