import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminSiteTextsDocument, UpdateSiteTextDocument } from '../gql/graphql';
import { useAdminNotices } from '../useAdminNotices';

/**
 * The Site Content panel's state: the chosen text and its two drafts. Saving sends both
 * languages; the guest pages' cached texts are dropped so the next visit shows the new words.
 */
export function useSiteTextForm() {
  const notices = useAdminNotices();
  const { data, error } = useQuery(AdminSiteTextsDocument);
  const texts = data?.siteTexts ?? null;
  const [key, setKey] = useState<string | null>(null);
  const current = texts?.find((x) => x.key === key) ?? texts?.[0] ?? null;
  const [draft, setDraft] = useState({ en: '', es: '' });
  useEffect(() => {
    if (current) setDraft({ en: current.en, es: current.es });
    // Only when another text is chosen (or first loads): a refetch must not wipe a draft.
  }, [current?.key]);
  const [save, saving] = useMutation(UpdateSiteTextDocument, {
    update(cache) {
      for (const fieldName of ['storyContent', 'logisticsContent', 'scheduleContent']) cache.evict({ id: 'ROOT_QUERY', fieldName });
      cache.gc();
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!current) return;
    try {
      const result = await save({ variables: { key: current.key, input: draft } });
      const saved = result.data?.updateSiteText;
      if (saved) setDraft({ en: saved.en, es: saved.es });
      notices.success('admin.siteContent.saved');
    } catch (failure) {
      notices.failure(failure, 'admin.siteContent.saveFailed');
    }
  };

  const dirty = !!current && (draft.en !== current.en || draft.es !== current.es);
  return {
    texts,
    failed: !!error && !texts,
    current,
    choose: setKey,
    draft,
    setText: (language: 'en' | 'es', value: string) => setDraft((d) => ({ ...d, [language]: value })),
    onSubmit,
    saving: saving.loading,
    dirty,
  };
}
