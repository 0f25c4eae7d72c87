import { GraphQLScalarType } from 'graphql';
import { Upload, type FileUpload } from 'graphql-upload-minimal';
import { AppError, badInput } from './errors.js';

/**
 * The multipart file scalar, defined here rather than taken from graphql-upload-minimal,
 * whose CommonJS build would bring a second copy of graphql. A value is the Upload the
 * multipart middleware (or the REST shim) put in the variables.
 */
export const UploadScalar = new GraphQLScalarType<Promise<FileUpload>, never>({
  name: 'Upload',
  description: 'A file sent as a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).',
  parseValue(value) {
    if (value instanceof Upload) return value.promise;
    throw badInput('file', 'UPLOAD_REQUIRED', 'Send the file as a multipart request');
  },
  parseLiteral() {
    throw badInput('file', 'UPLOAD_REQUIRED', 'Send the file as a multipart request');
  },
  serialize() {
    throw new Error('Upload is an input-only scalar');
  },
});

/** Reads an uploaded file into memory, refusing it once it passes `maxBytes`. */
export async function readUpload(file: Promise<FileUpload> | null | undefined, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  try {
    const upload = await file;
    if (!upload) throw badInput('file', 'FILE_REQUIRED', 'Please select a file to upload');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of upload.createReadStream() as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    return Buffer.concat(chunks);
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Past the transport's own limit (graphql-upload-minimal, or the REST shim's), 413.
    if ((err as { status?: number }).status === 413) throw tooLarge();
    throw badInput('file', 'FILE_INCOMPLETE', 'The file did not arrive whole; try again');
  }
}
