import { Button, type ButtonProps } from '@chakra-ui/react';
import { Languages } from 'lucide-react';
import { LANGUAGE_NAMES, type Locale } from '../i18n/locale';
import { useLocale } from '../i18n/useLocale';
import { useT } from '../i18n/useT';

/**
 * With two languages the switch is one button naming the other language in that language
 * ("Español" on the English site, "English" on the Spanish one), so a reader who cannot read
 * the current page still recognises it. A third language would make this a menu.
 */
export function LanguageSwitch(props: ButtonProps) {
  const t = useT();
  const { locale, setLocale } = useLocale();
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <Button
      variant="ghost"
      colorPalette="sage"
      size="sm"
      lang={other}
      title={t('language.switchLabel')}
      onClick={() => void setLocale(other)}
      {...props}
    >
      <Languages aria-hidden="true" />
      {LANGUAGE_NAMES[other]}
    </Button>
  );
}
