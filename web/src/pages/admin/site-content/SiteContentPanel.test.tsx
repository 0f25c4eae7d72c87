import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { AdminSiteTextsDocument, UpdateSiteTextDocument } from '../gql/graphql';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { errorResult, expectToast } from '../../../test/adminMocks';
import { renderWithProviders } from '../../../test/render';
import { SiteContentPanel } from './SiteContentPanel';

const text = (key: string, page: string, format: string, en: string, es: string) => ({ __typename: 'SiteText' as const, key, page, format, en, es });
const TEXTS = [
  text('story.howWeMet', 'couple', 'markdown', 'We met in college.', 'Nos conocimos en la universidad.'),
  text('story.timeline.1.title', 'couple', 'plain', 'First Meeting', 'Nos conocimos'),
  text('logistics.accommodation.villa', 'logistics', 'markdown', 'Villa text', ''),
  text('schedule.parents', 'schedule', 'markdown', 'Parents text', ''),
];
const listMock: MockLink.MockedResponse = { request: { query: AdminSiteTextsDocument }, result: { data: { siteTexts: TEXTS } } };
const saveMock = (key: string, en: string, es: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse => ({
  request: { query: UpdateSiteTextDocument, variables: { key, input: { en, es } } },
  result,
});

beforeAll(() => loadCatalogPart('admin'));

describe('Site Content admin panel', () => {
  it('lists the texts by page with readable names and edits both languages of the chosen one', async () => {
    const { user } = renderWithProviders(<SiteContentPanel />, {
      mocks: [listMock, saveMock('story.howWeMet', 'We met at *university*.', 'Nos conocimos en la universidad.', { data: { updateSiteText: text('story.howWeMet', 'couple', 'markdown', 'We met at *university*.', 'Nos conocimos en la universidad.') } })],
    });
    const select = (await screen.findByRole('combobox', { name: 'Text to edit' })) as HTMLSelectElement;
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['How We Met', 'Timeline entry 1: Title', 'Accommodation: villa', 'Schedule: parents']);
    const english = screen.getByRole('textbox', { name: 'English' }) as HTMLTextAreaElement;
    expect(english.value).toBe('We met in college.');
    expect((screen.getByRole('textbox', { name: 'Spanish' }) as HTMLTextAreaElement).value).toBe('Nos conocimos en la universidad.');
    const save = screen.getByRole('button', { name: 'Save Text' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.clear(english);
    await user.type(english, 'We met at *university*.');
    await user.click(save);
    await expectToast('Success', 'Site text saved successfully');
  });

  it('switches to another text and shows the server’s error when saving fails', async () => {
    const { user } = renderWithProviders(<SiteContentPanel />, {
      mocks: [listMock, saveMock('schedule.parents', 'Parents text!', '', errorResult('en must be at most 10000 characters', { code: 'BAD_USER_INPUT', messageCode: 'FIELD_TOO_LONG', params: { field: 'en', max: 10000 } }))],
    });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Text to edit' }), 'schedule.parents');
    const english = screen.getByRole('textbox', { name: 'English' }) as HTMLTextAreaElement;
    expect(english.value).toBe('Parents text');
    await user.type(english, '!');
    await user.click(screen.getByRole('button', { name: 'Save Text' }));
    await expectToast('Error', 'en must be at most 10000 characters');
  });
});
