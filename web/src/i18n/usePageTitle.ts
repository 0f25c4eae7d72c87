import { useEffect } from 'react';
import { useT, type MessageId } from './useT';

/** Names the browser tab (and what a screen reader announces) after the page, in the reader's language. */
export function usePageTitle(page: MessageId) {
  const t = useT();
  const title = t('site.pageTitle', { page: t(page) });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
