import { renderHook } from '@testing-library/react';
import { usePageMeta } from './usePageMeta';

describe('usePageMeta', () => {
  it('sets the title with the brand and the meta description', () => {
    renderHook(() => usePageMeta('Cari Dokter', 'Jadwal praktik dokter spesialis'));
    expect(document.title).toBe('Cari Dokter | Medika Hospital');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Jadwal praktik dokter spesialis',
    );
  });

  it('leaves both alone while the title is still empty', () => {
    document.title = 'Before | Medika Hospital';
    renderHook(() => usePageMeta('', 'ignored'));
    expect(document.title).toBe('Before | Medika Hospital');
  });
});
