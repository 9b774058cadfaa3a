import { act, render } from '@testing-library/react';
import { I18nextProvider } from '@hospital/i18n';
import { Link, MemoryRouter, Route, Routes } from '@hospital/remote-kit';
import { setLocale } from '@hospital/i18n';
import userEvent from '@testing-library/user-event';
import { i18n } from '../i18n';
import { Seo } from './Seo';

function canonical() {
  return document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
}

describe('Seo (head hook)', () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta name="description" content="Shell default">';
    setLocale('id', { storage: null, document: null });
  });

  it('manages the head per route and cleans it up on leave', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/news/a?utm=x']}>
          <Routes>
            <Route
              path="/news/a"
              element={
                <>
                  <Seo
                    title="Artikel A"
                    description="Ringkasan A"
                    type="article"
                    jsonLd={{ '@type': 'NewsArticle', headline: 'Artikel A' }}
                  />
                  <Link to="/event">next</Link>
                </>
              }
            />
            <Route path="/event" element={<Seo title="Acara" description="Daftar acara" />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(document.title).toBe('Artikel A | Medika Hospital');
    // The canonical URL drops the query string.
    expect(canonical()).toBe('http://localhost/news/a');
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('id_ID');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);

    await userEvent.click(document.querySelector('a') as HTMLAnchorElement);
    expect(document.title).toBe('Acara | Medika Hospital');
    expect(canonical()).toBe('http://localhost/event');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Daftar acara',
    );
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('website');
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it('follows the language', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <Seo title="News" description="d" />
        </MemoryRouter>
      </I18nextProvider>,
    );
    act(() => setLocale('en', { storage: null, document: null }));
    expect(document.head.querySelector('meta[property="og:locale"]')?.getAttribute('content')).toBe('en_US');
  });
});
