import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../../testing/renderWithApp';
import { emptyDraft, useDraftStore } from '../draftStore';
import { Step1Hospital } from './Step1Hospital';

const props = () => ({ onNext: jest.fn(), onBack: jest.fn(), goTo: jest.fn(), nextLabel: 'Lanjut' });

beforeEach(() => {
  sessionStorage.clear();
  useDraftStore.setState(emptyDraft());
});

describe('Step 1: hospital', () => {
  it('lists the hospitals with their address and requires a choice', async () => {
    const p = props();
    const view = renderWithApp(<Step1Hospital {...p} />);
    expect(await screen.findByRole('radio', { name: 'Medika Hospital Bandung' })).toBeInTheDocument();
    expect(screen.getByText('Jl. Contoh No. 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Kolom ini wajib diisi.');
    // The error summary takes focus; its link leads to the first hospital.
    expect(screen.getByRole('alert', { name: 'Ada 1 hal yang perlu diperbaiki' })).toHaveFocus();
    await userEvent.click(
      screen.getByRole('link', { name: 'Di rumah sakit mana Anda ingin berobat?: Kolom ini wajib diisi.' }),
    );
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    expect(p.onNext).not.toHaveBeenCalled();
    expect(view.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET web/company']);
  });

  it('requires a choice in English on an English page', async () => {
    renderWithApp(<Step1Hospital {...props()} nextLabel="Next" />, { lang: 'en' });
    await screen.findByRole('radio', { name: 'Medika Hospital Bandung' });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'There is 1 thing to fix' })).toHaveFocus();
  });

  it('stores the choice and goes on', async () => {
    const p = props();
    renderWithApp(<Step1Hospital {...p} />);
    await userEvent.click(await screen.findByRole('radio', { name: 'Medika Hospital Cianjur' }));
    await userEvent.click(screen.getByRole('button', { name: 'Lanjut' }));
    expect(useDraftStore.getState().companyId).toBe(2);
    expect(p.onNext).toHaveBeenCalledTimes(1);
  });

  it('shows a pre-selected hospital as chosen (nothing asked twice)', async () => {
    useDraftStore.setState({ companyId: 1 });
    renderWithApp(<Step1Hospital {...props()} />);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Medika Hospital Bandung' })).toBeChecked());
  });
});
