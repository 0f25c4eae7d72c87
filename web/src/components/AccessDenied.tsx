import { ShieldAlert } from 'lucide-react';
import { usePageTitle } from '../i18n/usePageTitle';
import { useT } from '../i18n/useT';
import { MessageScreen } from './MessageScreen';

/** Spec §2 Admin dashboard: what a non-admin sees at /admin. */
export function AccessDenied() {
  const t = useT();
  usePageTitle('access.deniedTitle');
  return (
    <MessageScreen
      title={t('access.deniedTitle')}
      message={t('access.deniedMessage')}
      icon={<ShieldAlert size={40} strokeWidth={1.5} />}
    />
  );
}
