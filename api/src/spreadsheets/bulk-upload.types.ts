import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

@ObjectType('MessageParam', { description: 'One named value of a message, e.g. {name: "max", value: "100"}.' })
export class MessageParamType {
  @Field(() => String)
  name!: string;

  @Field(() => String)
  value!: string;
}

@ObjectType('BulkUploadError', { description: 'A row that was not imported, and why.' })
export class BulkUploadErrorType {
  @Field(() => Int, { description: 'The row number as the spreadsheet shows it (headers are row 1).' })
  row!: number;

  @Field(() => String, { description: 'The row and the party or guest it names, e.g. "Row 4: Smith (02139)".' })
  guest!: string;

  @Field(() => String, { description: 'The party or guest the row names, e.g. "Smith (02139)".' })
  label!: string;

  @Field(() => String, { description: 'What is wrong, in English.' })
  error!: string;

  @Field(() => String, { description: "The message's code, for clients that translate it." })
  messageCode!: string;

  @Field(() => String, { nullable: true, description: 'The column at fault, when there is one.' })
  field?: string;

  @Field(() => [MessageParamType])
  params!: MessageParamType[];
}

@ObjectType('BulkUploadResult', { description: 'What an upload did, or with dryRun what it would do.' })
export class BulkUploadResultType {
  @Field(() => Int, { description: 'Rows added.' })
  success!: number;

  @Field(() => Int, { description: 'Rows that changed an existing party or guest.' })
  updated!: number;

  @Field(() => Int, { description: 'Rows that matched an existing party or guest and changed nothing.' })
  unchanged!: number;

  @Field(() => Int, { description: 'Rows refused (listed in errors).' })
  failed!: number;

  @Field(() => Boolean, { description: 'True when nothing was written (a preview).' })
  dryRun!: boolean;

  @Field(() => [BulkUploadErrorType])
  errors!: BulkUploadErrorType[];
}

export enum SpreadsheetFormat {
  CSV = 'csv',
  XLSX = 'xlsx',
}
registerEnumType(SpreadsheetFormat, { name: 'SpreadsheetFormat', description: 'A spreadsheet format.' });

@ObjectType('SpreadsheetFile', { description: 'A spreadsheet to download (the guest list, an upload template).' })
export class SpreadsheetFileType {
  @Field(() => String, { description: 'e.g. guest-list-2026-11-23.xlsx' })
  filename!: string;

  @Field(() => String)
  contentType!: string;

  @Field(() => String, { description: "The file's bytes, Base64-encoded." })
  base64!: string;
}

export enum UploadTemplate {
  PARTIES = 'party-upload-template',
  PARTY_GUESTS = 'party-guest-upload-template',
}
registerEnumType(UploadTemplate, { name: 'UploadTemplate', description: 'Which upload a template is for.' });
