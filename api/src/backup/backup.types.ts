import { Field, Float, GraphQLISODateTime, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A backup file kept in the server’s backup folder (BACKUP_DIR).' })
export class Backup {
  @Field(() => String, { description: 'The file name, e.g. wedding-backup-2026-11-25T18-30-00Z.tar.gz.' })
  name!: string;

  // Float: a backup with many photos can pass Int's 2 GiB.
  @Field(() => Float, { description: 'Size in bytes.' })
  size!: number;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}
