import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@hospital/i18n';
import { sent } from '../../../testing/fakeApi';
import { freezeDate, unfreezeDate } from '@hospital/remote-kit/testing';
import { NOW } from '../../../testing/fixtures';
import { renderWithApp } from '../../../testing/renderWithApp';
import { emptyDraft, EMPTY_SCHEDULE, useDraftStore } from '../draftStore';
import { Step4Schedule } from './Step4Schedule';

const props = () => ({ onNext: jest.fn(), onBack: jest.fn(), goTo: jest.fn(), nextLabel: 'Lanjut' });

beforeEach(() => {
  freezeDate(NOW);
  sessionStorage.clear();
  useDraftStore.setState({ ...emptyDraft(), companyId: 1 });
});
afterEach(() => unfreezeDate());

const preselect = () =>
  useDraftStore.setState({ schedule: { ...EMPTY_SCHEDULE, poliId: 2462, doctorId: 1023 } });
const day = (date: RegExp) => screen.getByRole('button', { name: date });

describe('Step 4: schedule', () => {
  it('shows the clinic and doctor pre-selected from a doctor card, and that doctor’s calendar', async () => {
    preselect();
    const view = renderWithApp(<Step4Schedule {...props()} />);
    expect(await screen.findByRole('combobox', { name: /Poli/ })).toHaveValue('2462');
    expect(await screen.findByRole('combobox', { name: /Dokter/ })).toHaveValue('1023');
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(sent(view.requests, 'GET medika.availability').map((r) => r.query)).toEqual([
      { company_id: '1', poli_id: '2462', doctor_id: '1023', lang: 'id' },
    ]);
    expect(sent(view.requests, 'GET web/poli').map((r) => r.query)).toEqual([
      expect.objectContaining({ company_id: '1', with_schedule: 'true' }),
    ]);
  });

  it('asks for the availability again at every visit of the step: free places are live', async () => {
    preselect();
    const first = renderWithApp(<Step4Schedule {...props()} />);
    await screen.findByRole('table');
    first.unmount();
    // A moment later, on the same page (the same query cache), the step opens again (Back, then Next):
    // the places seen before are gone, not shown while the new answer comes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    const again = renderWithApp(<Step4Schedule {...props()} />, { queryClient: first.queryClient });
    expect(await screen.findByText('Memuat jadwal yang tersedia…')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(sent(again.requests, 'GET medika.availability')).toHaveLength(1);
    // The clinics are reference data: not asked for again.
    expect(sent(again.requests, 'GET web/poli')).toHaveLength(0);
  });

  it('explains the doctor’s leave and disables leave days and days without a session', async () => {
    preselect();
    renderWithApp(<Step4Schedule {...props()} />);
    expect(
      await screen.findByText(
        /dr. Ratih Kartini, Sp.JP cuti pada 22–23 November 2026: Mengikuti konferensi ilmiah/,
      ),
    ).toBeInTheDocument();
    expect(day(/Minggu, 22 November 2026, dokter cuti/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/Kamis, 26 November 2026, tidak ada jadwal/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/Sabtu, 21 November 2026, tidak ada jadwal/)).toHaveAttribute('aria-disabled', 'true');
    expect(day(/Selasa, 24 November 2026, 1 jam praktik tersedia/)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(day(/Kamis, 26 November 2026/));
    expect(useDraftStore.getState().schedule.date).toBe('');
    expect(
      screen.getByText(/Bisa dipilih hingga 30 hari ke depan \(sampai Senin, 21 Desember 2026\)/),
    ).toBeInTheDocument();
  });

  it('lists the sessions of the chosen day; a full session is shown but cannot be chosen', async () => {
    preselect();
    renderWithApp(<Step4Schedule {...props()} />);
    await userEvent.click(await screen.findByRole('button', { name: /Selasa, 24 November 2026/ }));
    // Times as Indonesian writes them.
    const open = screen.getByRole('radio', { name: '16.00–19.00 WIB' });
    const full = screen.getByRole('radio', { name: '08.00–10.00 WIB' });
    expect(open).toBeEnabled();
    expect(open).toHaveAccessibleDescription('Sisa 15 dari 20 kuota');
    expect(full).toBeDisabled();
    expect(full).toHaveAccessibleDescription('Penuh');
    // A day whose sessions are all full opens, to show them full.
    await userEvent.click(screen.getByRole('button', { name: /Rabu, 25 November 2026, penuh/ }));
    expect(screen.getByRole('radio', { name: '16.00–19.00 WIB' })).toBeDisabled();
  });

  it('requires a date and a session, then stores them with the hours', async () => {
    preselect();
    const p = props();
    renderWithApp(<Step4Schedule {...p} />);
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(screen.getByText('Kolom ini wajib diisi.')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Ada 1 hal yang perlu diperbaiki' })).toHaveFocus();
    // The summary's link leads into the calendar, on the day in its tab order.
    await userEvent.click(screen.getByRole('link', { name: 'Tanggal kunjungan: Kolom ini wajib diisi.' }));
    expect(within(screen.getByRole('table')).getByRole('button', { name: /24 November/ })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: /Selasa, 24 November 2026/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(screen.getByRole('radiogroup', { name: /Jam praktik/ })).toHaveAccessibleDescription(
      expect.stringContaining('Kolom ini wajib diisi.'),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Jam praktik: Kolom ini wajib diisi.' }));
    expect(screen.getByRole('radio', { name: '16.00–19.00 WIB' })).toHaveFocus();
    await userEvent.click(screen.getByRole('radio', { name: '16.00–19.00 WIB' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(p.onNext).toHaveBeenCalledTimes(1);
    expect(useDraftStore.getState().schedule).toEqual({
      poliId: 2462,
      doctorId: 1023,
      date: '2026-11-24',
      sessionId: 69,
      start: '16:00',
      end: '19:00',
    });
  });

  it.each([
    ['id', /baru saja penuh/],
    ['en', /have just been fully booked/],
  ] as [Locale, RegExp][])(
    'after a 409 shows why (%s), with fresh availability, and drops a session that is now full',
    async (lang, why) => {
      useDraftStore.setState({
        schedule: {
          poliId: 2462,
          doctorId: 1023,
          date: '2026-11-24',
          sessionId: 80,
          start: '08:00',
          end: '10:00',
        },
        notice: { kind: 'session_full', step: 4 },
      });
      renderWithApp(<Step4Schedule {...props()} />, { lang });
      expect(await screen.findByText(why)).toBeInTheDocument();
      await waitFor(() => expect(useDraftStore.getState().schedule.sessionId).toBeNull());
      expect(useDraftStore.getState().schedule.date).toBe('2026-11-24');
    },
  );

  it('asks for the clinic first when nothing is pre-selected, and a new clinic clears the doctor', async () => {
    const p = props();
    renderWithApp(<Step4Schedule {...p} />);
    const poli = await screen.findByRole('combobox', { name: /Poli/ });
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(poli).toHaveAccessibleDescription('Kolom ini wajib diisi.');
    await userEvent.click(screen.getByRole('link', { name: 'Poli (klinik): Kolom ini wajib diisi.' }));
    expect(poli).toHaveFocus();
    await userEvent.selectOptions(poli, '2462');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Dokter/ }), '1024');
    expect(useDraftStore.getState().schedule.doctorId).toBe(1024);
    await userEvent.selectOptions(poli, '2461');
    expect(useDraftStore.getState().schedule).toMatchObject({ poliId: 2461, doctorId: null });
  });

  it('drops a pre-selected doctor who does not practise in that clinic', async () => {
    useDraftStore.setState({ schedule: { ...EMPTY_SCHEDULE, poliId: 2462, doctorId: 9999 } });
    renderWithApp(<Step4Schedule {...props()} />);
    await waitFor(() => expect(useDraftStore.getState().schedule.doctorId).toBeNull());
  });
});
