import { Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { createBackup, listBackups } from './backup.service.js';
import { Backup } from './backup.types.js';

@Resolver()
export class BackupResolver {
  @AdminOnly()
  @Query(() => [Backup], { description: 'The backups kept in the backup folder, newest first.' })
  backups(@Ctx() ctx: Context): Promise<Backup[]> {
    return listBackups(ctx.config.backupDir);
  }

  @AdminOnly()
  @Mutation(() => Backup, {
    description: 'Writes a backup of the database and the uploaded photos to the backup folder now (GET /api/admin/backup also downloads it).',
  })
  createBackup(@Ctx() ctx: Context): Promise<Backup> {
    return createBackup(ctx.em, ctx.config);
  }
}
