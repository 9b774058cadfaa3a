import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { PageEnvironmentProvider, type PageEnvironment } from '../head/PageContext';
import { usePageMeta } from './usePageMeta';

function environment(mode: PageEnvironment['mode']): PageEnvironment {
  return {
    mode,
    origin: 'https://medika.example',
    lang: 'id',
    head: null,
    status: 200,
    redirect: null,
    now: 0,
  };
}

function inPage(value: PageEnvironment) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <PageEnvironmentProvider value={value}>{children}</PageEnvironmentProvider>;
  };
}

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
    window.history.replaceState(null, '', '/appointment');
  });

  it('sets the title with the brand and the meta description in the browser', () => {
    renderHook(() => usePageMeta('Cari Dokter', 'Jadwal praktik dokter spesialis'), {
      wrapper: inPage(environment('browser')),
    });
    expect(document.title).toBe('Cari Dokter | Medika Hospital');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Jadwal praktik dokter spesialis',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://medika.example/appointment',
    );
  });

  it('leaves the head alone while the title is still empty', () => {
    document.title = 'Before | Medika Hospital';
    renderHook(() => usePageMeta('', 'ignored'), { wrapper: inPage(environment('browser')) });
    expect(document.title).toBe('Before | Medika Hospital');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('on the server, hands the head to the response instead of a document', () => {
    const server = environment('server');
    renderHook(() => usePageMeta('Cari Dokter', 'Jadwal'), { wrapper: inPage(server) });
    expect(server.head).toEqual({ title: 'Cari Dokter', description: 'Jadwal' });
    expect(document.title).toBe('');
  });
});
