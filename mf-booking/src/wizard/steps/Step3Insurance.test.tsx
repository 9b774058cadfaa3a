import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../testing/fakeApi';
import { renderWithApp, setLanguage } from '../../testing/renderWithApp';
import { clearQueryCacheForTests } from '../../shared/useApiQuery';
import { emptyDraft, useDraftStore } from '../draftStore';
import { Step3Insurance } from './Step3Insurance';

let mockApi = fakeApi();
jest.mock('../../shared/api', () => ({ bookingApi: () => mockApi.client }));

const props = () => ({ onNext: jest.fn(), onBack: jest.fn(), goTo: jest.fn(), nextLabel: 'Lanjut' });

beforeEach(async () => {
  mockApi = fakeApi();
  clearQueryCacheForTests();
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
  await setLanguage('id');
});

describe('Step 3: payment', () => {
  it('requires a choice, in both languages', async () => {
    const p = props();
    renderWithApp(<Step3Insurance {...p} />);
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(await screen.findByText('Kolom ini wajib diisi.')).toBeInTheDocument();
    await setLanguage('en');
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
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
    renderWithApp(<Step3Insurance {...p} />);
    await userEvent.click(screen.getByRole('radio', { name: /^Asuransi/ }));
    const insurer = await screen.findByRole('combobox', { name: /Nama asuransi/ });
    expect(mockApi.calls.listPartnersGroupedByIndustry).toHaveBeenCalledWith(
      { industry: 'insurance' },
      expect.anything(),
    );
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
