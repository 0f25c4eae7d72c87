import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One of the couple's texts on the guest pages (the story, travel notes, schedules), in
 * English and Spanish. Which keys exist, and whether they are Markdown, is fixed in
 * content-keys.ts; the words themselves are the couple's, edited in the Site Content panel.
 */
@Entity({ tableName: 'site_text' })
export class SiteText {
  [OptionalProps]?: 'en' | 'es' | 'updatedAt';

  @PrimaryKey({ type: 'text' })
  key!: string;

  /** Empty means "use the Spanish one". */
  @Property({ type: 'text', default: '' })
  en: string = '';

  /** Empty means "use the English one". */
  @Property({ type: 'text', default: '' })
  es: string = '';

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
