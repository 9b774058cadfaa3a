import { act, fireEvent, screen } from '@testing-library/react';
import { BANDUNG, makeDoctor } from '../../testing/fixtures';
import { renderWithApp } from '../../testing/renderWithApp';
import { useDoctorStore, type DoctorState } from '../../store/doctorStore';
import { DoctorResults } from './DoctorResults';

const KEY = 'search-key';

function setStore(patch: Partial<DoctorState>) {
  act(() => useDoctorStore.setState({ key: KEY, error: null, failedPage: null, loading: false, ...patch }));
}

function renderResults(locale: 'id' | 'en' = 'id') {
  return renderWithApp(
    <DoctorResults
      searchKey={KEY}
      companies={[BANDUNG]}
      lang={locale}
      today="2026-11-21"
      emptyMessage="Perluas pencarian"
    />,
    { locale },
  );
}

const status = () => screen.getAllByRole('status').find((el) => el.getAttribute('aria-live') === 'polite')!;

describe('DoctorResults', () => {
  it('shows skeletons and announces the search while the first page loads', () => {
    setStore({ doctors: [], loading: true });
    const { container } = renderResults();
    expect(status()).toHaveTextContent('Mencari dokter…');
    expect(container.querySelector('ul[aria-busy="true"]')).not.toBeNull();
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(4);
  });

  it("shows skeletons, not another page's list, until its own search is in the store", () => {
    setStore({ key: 'other-page', doctors: [makeDoctor()], count: 1 });
    renderResults();
    expect(screen.queryByText('dr. Budi Tanjung, Sp.PD')).not.toBeInTheDocument();
    expect(status()).toHaveTextContent('Mencari dokter…');
  });

  it('announces the number of doctors found in both languages', () => {
    setStore({ doctors: [makeDoctor()], count: 12, hasMore: true });
    const { unmount } = renderResults();
    expect(status()).toHaveTextContent('12 dokter ditemukan');
    expect(screen.getByText('Menampilkan 1 dari 12 dokter')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tampilkan dokter lainnya' })).toBeInTheDocument();
    unmount();
    setStore({ doctors: [makeDoctor()], count: 1, hasMore: false });
    renderResults('en');
    expect(status()).toHaveTextContent('1 doctor found');
    expect(screen.queryByRole('button', { name: 'Show more doctors' })).not.toBeInTheDocument();
  });

  it('suggests widening the search when nothing matches', () => {
    setStore({ doctors: [], count: 0 });
    renderResults();
    expect(screen.getByRole('heading', { name: 'Dokter tidak ditemukan' })).toBeInTheDocument();
    expect(screen.getByText('Perluas pencarian')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Tidak ada dokter yang cocok');
  });

  it('shows a polite error with a retry that repeats the search', () => {
    const retry = jest.fn(() => Promise.resolve());
    setStore({ doctors: [], error: new Error('offline'), failedPage: 'first', retry });
    renderResults();
    expect(screen.getByRole('alert')).toHaveTextContent('Daftar dokter belum dapat dimuat');
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
