import type { MessageId, Translate } from '../../../i18n/useT';

const PAGE_TITLES: Record<string, MessageId> = {
  couple: 'admin.siteContent.pageCouple',
  logistics: 'admin.siteContent.pageLogistics',
  schedule: 'admin.siteContent.pageSchedule',
};
const FIELDS: Record<string, MessageId> = {
  season: 'admin.siteContent.season',
  year: 'admin.siteContent.year',
  title: 'admin.siteContent.entryTitle',
  text: 'admin.siteContent.entryText',
};

export const pageTitle = (t: Translate, page: string): string => (PAGE_TITLES[page] ? t(PAGE_TITLES[page]) : page);

/** A text's name in the panel, from its key (e.g. story.timeline.2.title → "Timeline entry 2: Title"). */
export function siteTextLabel(t: Translate, key: string): string {
  const timeline = /^story\.timeline\.(\d+)\.(\w+)$/.exec(key);
  if (timeline) return t('admin.siteContent.timelineEntry', { n: timeline[1], field: FIELDS[timeline[2]] ? t(FIELDS[timeline[2]]) : timeline[2] });
  const accommodation = /^logistics\.accommodation\.(.+)$/.exec(key);
  if (accommodation) return t('admin.siteContent.accommodation', { version: accommodation[1] });
  const schedule = /^schedule\.(.+)$/.exec(key);
  if (schedule) return t('admin.siteContent.schedule', { version: schedule[1] });
  const named: Record<string, MessageId> = {
    'story.howWeMet': 'admin.siteContent.howWeMet',
    'logistics.venueNote': 'admin.siteContent.venueNote',
    'logistics.fromAirport': 'admin.siteContent.fromAirport',
    'logistics.fromBarcelona': 'admin.siteContent.fromBarcelona',
  };
  return named[key] ? t(named[key]) : key;
}
