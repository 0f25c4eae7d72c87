import type { FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { badInput } from '../graphql/errors.js';
import { readUpload, UploadScalar } from '../graphql/upload-scalar.js';
import { BulkUploadResultType, SpreadsheetFileType, SpreadsheetFormat, UploadTemplate } from './bulk-upload.types.js';
import { uploadTemplate } from './upload-templates.js';
import type { SheetFile } from './spreadsheet-writer.js';
import { exportGuestList } from './guest-export.service.js';
import { getWedding } from '../settings/settings.service.js';
import { todayIn } from '../rsvp/rsvp-options.service.js';
import { importPartyGuests } from './party-guest-import.service.js';
import { importParties } from './party-import.service.js';
import { MAX_FILE_BYTES } from './spreadsheet-file.js';

const fileView = (file: SheetFile): SpreadsheetFileType => ({ filename: file.filename, contentType: file.contentType, base64: file.data.toString('base64') });
const tooLarge = () => badInput('file', 'FILE_TOO_LARGE', 'The file is larger than 5 MB', { max: 5 });
const DRY_RUN = { defaultValue: false, description: 'Answer what the upload would do, and write nothing.' };

@Resolver()
export class SpreadsheetResolver {
  @AdminOnly()
  @Query(() => SpreadsheetFileType, {
    description: 'Every guest with party, ZIP code, group, child, RSVP status, meal and dietary needs; CSV formulas guarded with an apostrophe, workbook cells as text.',
  })
  async guestListExport(@Arg('format', () => SpreadsheetFormat) format: SpreadsheetFormat, @Ctx() ctx: Context): Promise<SpreadsheetFileType> {
    const today = todayIn((await getWedding(ctx.em)).timezone);
    return fileView(await exportGuestList(ctx.em, format, today));
  }

  @AdminOnly()
  @Query(() => SpreadsheetFileType, { description: 'A template for an upload, with example rows.' })
  uploadTemplate(
    @Arg('template', () => UploadTemplate) template: UploadTemplate,
    @Arg('format', () => SpreadsheetFormat) format: SpreadsheetFormat,
  ): SpreadsheetFileType {
    return fileView(uploadTemplate(template, format));
  }

  @AdminOnly()
  @Mutation(() => BulkUploadResultType, {
    description: 'Adds or updates parties from a .csv, .xlsx or .xls file (LastName, ZipCode; GuestGroup, IsAdmin, CanRsvp optional).',
  })
  async bulkUploadParties(
    @Arg('file', () => UploadScalar, { nullable: true }) file: Promise<FileUpload> | null,
    @Arg('dryRun', () => Boolean, DRY_RUN) dryRun: boolean,
    @Ctx() ctx: Context,
  ): Promise<BulkUploadResultType> {
    return importParties(ctx.em, ctx.user!, await readUpload(file, MAX_FILE_BYTES, tooLarge), dryRun);
  }

  @AdminOnly()
  @Mutation(() => BulkUploadResultType, {
    description: "Adds or updates guests of existing parties from a .csv, .xlsx or .xls file (PartyLastName, PartyZipCode, FirstName, LastName; IsChild optional).",
  })
  async bulkUploadPartyGuests(
    @Arg('file', () => UploadScalar, { nullable: true }) file: Promise<FileUpload> | null,
    @Arg('dryRun', () => Boolean, DRY_RUN) dryRun: boolean,
    @Ctx() ctx: Context,
  ): Promise<BulkUploadResultType> {
    return importPartyGuests(ctx.em, await readUpload(file, MAX_FILE_BYTES, tooLarge), dryRun);
  }
}
