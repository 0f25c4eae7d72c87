import { useState } from 'react';
import { notify } from '../../components/toaster';
import { useT } from '../../i18n/useT';

/**
 * The .ics download (spec §2 "Add to Calendar"): fetched fresh with a cache-busting
 * timestamp, then handed to the browser as a file named wedding.ics.
 */
export function useCalendarDownload() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const res = await fetch(`/wedding.ics?t=${Date.now()}`, { credentials: 'include' });
      if (!res.ok) throw new Error(`${res.status}: ${(await res.text()) || res.statusText}`);
      const url = URL.createObjectURL(await res.blob());
      const link = Object.assign(document.createElement('a'), { href: url, download: 'wedding.ics' });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      notify.error({ title: t('logistics.downloadFailed') });
    } finally {
      setBusy(false);
    }
  };
  return { download, busy };
}
