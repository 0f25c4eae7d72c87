import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogPart } from '../../../i18n/catalogParts';
import { activateLocale } from '../../../i18n/i18n';
import type { SiteImage } from '../../../site-images/siteImages';
import { meMock, sessionUser } from '../../../test/mocks';
import { renderWithProviders } from '../../../test/render';
import { CouplePhotos } from '../photos/CouplePhotos';
import { PhotoGallery } from './PhotoGallery';

const TO_FRIENDS = "You're viewing the parent-friendly photos. Click here to see the close friends version";
const TO_PARENTS = "You're viewing the close friends version. Click here to see what the parents see";

const photo = (id: number, photoVersion: string, location = 'gallery'): SiteImage => ({
  id,
  location,
  description: '',
  url: `/images/builtin/gallery-0${id}.webp`,
  srcSet: '',
  thumbnailUrl: '',
  alt: `Photo ${id}`,
  displayOrder: id,
  photoVersion,
});

/** The IntersectionObserver jsdom lacks: the test says when the gallery comes into view. */
let reveal: (visible: boolean) => void = () => undefined;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {
    reveal = (visible) => this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

function answer(photos: SiteImage[] | 'fail' | 'never') {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => {
      if (photos === 'never') return new Promise(() => undefined);
      if (photos === 'fail') return Promise.resolve(new Response('down', { status: 500 }));
      return Promise.resolve(new Response(JSON.stringify(photos), { status: 200 }));
    }),
  );
}

const SERVER_ANSWER = [photo(1, ''), photo(2, 'parents'), photo(3, 'close-friends')];
const shownPhotos = () => screen.queryAllByRole('button', { name: /^View photo/ }).map((b) => b.getAttribute('aria-label'));

function renderGallery(photoVersion: string, ui = <PhotoGallery />) {
  return renderWithProviders(ui, { route: '/couple', mocks: [meMock(sessionUser({ photoVersion }))] });
}

beforeEach(async () => {
  await loadCatalogPart('photos');
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('photo gallery (spec §2 "Our Story")', () => {
  it('shows 9 placeholders while loading, under the "Photo Gallery" heading', async () => {
    answer('never');
    renderGallery('parents');
    expect(screen.getByRole('heading', { name: 'Photo Gallery' })).toBeTruthy();
    expect(screen.getAllByTestId('photo-placeholder')).toHaveLength(9);
  });

  it('a parents party sees the parents set and no toggle', async () => {
    answer(SERVER_ANSWER);
    renderGallery('parents');
    await waitFor(() => expect(shownPhotos()).toEqual(['View photo: Photo 1', 'View photo: Photo 2']));
    expect(screen.queryByRole('button', { name: TO_FRIENDS })).toBeNull();
    expect(screen.queryByRole('button', { name: TO_PARENTS })).toBeNull();
  });

  it('a close-friends party starts on its set and switches to the parents set and back', async () => {
    answer(SERVER_ANSWER);
    const { user } = renderGallery('close-friends');
    await waitFor(() => expect(shownPhotos()).toEqual(['View photo: Photo 1', 'View photo: Photo 3']));
    await user.click(await screen.findByRole('button', { name: TO_PARENTS }));
    expect(shownPhotos()).toEqual(['View photo: Photo 1', 'View photo: Photo 2']);
    await user.click(screen.getByRole('button', { name: TO_FRIENDS }));
    expect(shownPhotos()).toEqual(['View photo: Photo 1', 'View photo: Photo 3']);
  });

  it('in Spanish: the toggle, the heading and the built-in art say so in Spanish', async () => {
    await activateLocale('es');
    answer([photo(-3, '')]);
    renderGallery('close-friends');
    expect(await screen.findByRole('button', { name: 'Estás viendo la versión de los amigos íntimos. Haz clic aquí para ver lo que ven los padres' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Galería de fotos' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ver foto: Obra abstracta 3' })).toBeTruthy();
  });

  it('shows the tooltip for 6 seconds each time the gallery comes into view', async () => {
    answer(SERVER_ANSWER);
    renderGallery('close-friends');
    await screen.findByRole('button', { name: TO_PARENTS });
    vi.useFakeTimers();
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => reveal(true));
    expect(screen.getByRole('tooltip').textContent).toBe(TO_PARENTS);
    act(() => vi.advanceTimersByTime(5900));
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => reveal(false));
    act(() => reveal(true));
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('says so when the chosen set has no photos', async () => {
    answer([photo(2, 'parents')]);
    renderGallery('close-friends');
    expect(await screen.findByText('No photos to show here yet.')).toBeTruthy();
  });

  it('opens a photo at full size', async () => {
    answer(SERVER_ANSWER);
    const { user } = renderGallery('parents');
    await user.click(await screen.findByRole('button', { name: 'View photo: Photo 2' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Photo 2' }).getAttribute('loading')).toBe('eager');
  });

  it('steps through the photos: Previous and Next buttons, the arrow keys and a swipe', async () => {
    answer(SERVER_ANSWER);
    const { user } = renderGallery('parents');
    await user.click(await screen.findByRole('button', { name: 'View photo: Photo 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('1 of 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(await within(dialog).findByRole('img', { name: 'Photo 2' })).toBeTruthy();
    // The last one wraps round to the first.
    await user.keyboard('{ArrowRight}');
    expect(await within(dialog).findByRole('img', { name: 'Photo 1' })).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(await within(dialog).findByRole('img', { name: 'Photo 2' })).toBeTruthy();
    const content = dialog.closest('[data-part="content"]') ?? dialog;
    fireEvent.pointerDown(content, { clientX: 300 });
    fireEvent.pointerUp(content, { clientX: 120 });
    expect(await within(dialog).findByRole('img', { name: 'Photo 1' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    expect(await within(dialog).findByRole('img', { name: 'Photo 2' })).toBeTruthy();
  });

  it('falls back to the built-in photos when the call fails, saying so in the log', async () => {
    answer('fail');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderGallery('parents');
    await waitFor(() => expect(shownPhotos()).toHaveLength(16));
    expect(log).toHaveBeenCalledWith('Failed to fetch gallery images');
    log.mockRestore();
  });
});

describe('couple photos', () => {
  it('fills a shortfall below two with the fixed fallbacks, at most two', async () => {
    answer([photo(5, '', 'couple')]);
    renderGallery('parents', <CouplePhotos />);
    await waitFor(() => expect(shownPhotos()).toEqual(['View photo: Photo 5', 'View photo: Abstract artwork 26']));
  });
});
