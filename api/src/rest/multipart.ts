import type { IncomingMessage } from 'node:http';
import { PassThrough } from 'node:stream';
import busboy from 'busboy';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import { badInput } from '../graphql/errors.js';

/** As on /graphql (graphql-upload-minimal's maxFileSize there); resolvers set their own lower limits. */
export const MAX_UPLOAD_BYTES = 10_000_000;

/** Failed like graphql-upload-minimal's own streams, so resolvers treat both transports alike. */
class PayloadTooLarge extends Error {
  readonly status = 413;
}

/**
 * The file of a REST route's multipart/form-data body (the part named `name`) as an Upload, as
 * the GraphQL multipart middleware makes it. Nothing is read until a resolver opens the file,
 * so a caller the schema refuses never gets the body parsed; the shim drains it afterwards.
 */
export function lazyFilePart(req: IncomingMessage, name: string): Upload {
  const upload = new Upload();
  const file: FileUpload = {
    filename: '',
    fieldName: name,
    mimetype: '',
    encoding: '',
    createReadStream: () => {
      const out = new PassThrough();
      let found = false;
      const fail = (err: Error) => out.destroy(err);
      let parser: busboy.Busboy;
      try {
        parser = busboy({ headers: req.headers, limits: { files: 3, fileSize: MAX_UPLOAD_BYTES, fields: 20, fieldSize: 10_000, parts: 30 } });
      } catch {
        fail(badInput('file', 'FILE_INCOMPLETE', 'The file did not arrive whole; try again'));
        return out as unknown as ReturnType<FileUpload['createReadStream']>;
      }
      parser.on('file', (field, stream) => {
        // Every part stream gets an error listener: an unhandled one would end the process.
        stream.on('error', fail);
        if (field !== name || found) {
          stream.resume();
          return;
        }
        found = true;
        stream.on('limit', () => fail(new PayloadTooLarge()));
        stream.pipe(out);
      });
      parser.on('error', () => fail(badInput('file', 'FILE_INCOMPLETE', 'The file did not arrive whole; try again')));
      parser.on('close', () => {
        if (!found) fail(badInput('file', 'FILE_REQUIRED', 'Please select a file to upload'));
      });
      req.on('error', fail);
      req.pipe(parser);
      return out as unknown as ReturnType<FileUpload['createReadStream']>;
    },
  };
  (upload as unknown as { resolve(f: FileUpload): void }).resolve(file);
  return upload;
}
