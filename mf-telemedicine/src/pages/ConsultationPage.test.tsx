import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../testing/renderWithApp';
import { ConsultationPage } from './ConsultationPage';

describe('ConsultationPage without a code', () => {
  it('asks for the code, says it is required, and opens the consultation of the code typed', async () => {
    const view = renderWithApp(<ConsultationPage />, { route: '/konsultasi', path: '/konsultasi/:key?' });
    expect(screen.getByRole('heading', { level: 1, name: 'Konsultasi Online' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Buka ruang konsultasi' });
    await userEvent.click(submit);
    expect(screen.getByRole('textbox', { name: /Kode konsultasi/ })).toHaveAccessibleDescription(
      /wajib diisi/i,
    );
    expect(view.location()).toBe('/konsultasi');
    // Without a key the page asks the API nothing.
    expect(view.requests).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Kode konsultasi/ }), ' mtg-1.tok-2 ');
    await userEvent.click(submit);
    expect(view.location()).toBe('/konsultasi/mtg-1.tok-2');
    // The key is the meeting and the participant's token: the encounter is looked up with both.
    expect(view.requests.map((r) => [r.path, r.query.meetingId, r.query.t])).toEqual([
      ['medika.encounter/get', 'mtg-1', 'tok-2'],
    ]);
  });
});
