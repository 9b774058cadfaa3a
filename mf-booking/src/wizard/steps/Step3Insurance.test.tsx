import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sent } from '../../testing/fakeApi';
import { renderWithApp } from '../../testing/renderWithApp';
import { emptyDraft, useDraftStore } from '../draftStore';
import { Step3Insurance } from './Step3Insurance';

const props = () => ({ onNext: jest.fn(), onBack: jest.fn(), goTo: jest.fn(), nextLabel: 'Lanjut' });

beforeEach(() => {
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
});

describe('Step 3: payment', () => {
  it.each([
    ['id', 'Kolom ini wajib diisi.'],
    ['en', 'This field is required.'],
  ] as const)('requires a choice (%s)', async (lang, message) => {
    const p = props();
    renderWithApp(<Step3Insurance {...p} />, { lang });
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(p.onNext).not.toHaveBeenCalled();
  });

  it('goes on with self-pay and asks nothing more', async () => {
    const p = props();
    renderWithApp(<Step3Insurance {...p} />);
    await userEvent.click(screen.getByRole('radio', { name: /Bayar sendiri/ }));
    expect(screen.queryByRole('combobox', { name: /Nama asuransi/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalled());
    expect(useDraftStore.getState().insurance.kind).toBe('self');
  });

  it('lists the insurers of the partners list and needs the policy number', async () => {
    const p = props();
    const view = renderWithApp(<Step3Insurance {...p} />);
    await userEvent.click(screen.getByRole('radio', { name: /^Asuransi/ }));
    const insurer = await screen.findByRole('combobox', { name: /Nama asuransi/ });
    expect(sent(view.requests, 'GET web/rekanan').map((r) => r.query)).toEqual([
      { industry: 'insurance', lang: 'id' },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(insurer).toHaveAccessibleDescription('Kolom ini wajib diisi.');
    expect(screen.getByRole('textbox', { name: /Nomor polis/ })).toHaveAccessibleDescription(
      expect.stringContaining('Kolom ini wajib diisi.'),
    );
    await userEvent.selectOptions(insurer, 'Cakrawala Life');
    await userEvent.type(screen.getByRole('textbox', { name: /Nomor polis/ }), 'p'.repeat(41));
    expect(await screen.findByText('Maksimal 40 karakter.')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: /Nomor polis/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Nomor polis/ }), 'POL-123');
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    await waitFor(() => expect(p.onNext).toHaveBeenCalled());
    expect(useDraftStore.getState().insurance).toEqual({
      kind: 'insurer',
      insurerId: '7',
      policyNumber: 'POL-123',
    });
  });
});
