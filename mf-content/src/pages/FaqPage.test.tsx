import { screen, waitFor } from '@testing-library/react';
import type { FaqGroup } from '@hospital/api-client';
import { listAnswer } from '@hospital/remote-kit/testing';
import { renderWithApp } from '../testing/renderWithApp';
import FaqPage from './FaqPage';

const GROUPS: FaqGroup[] = [
  {
    id: 1,
    slug: 'janji-temu',
    name: 'Janji temu dokter',
    items: [
      {
        id: 20,
        question: 'Bagaimana melihat kembali janji saya?',
        answer: 'Buka menu Cek / Batalkan Janji.',
      },
      { id: 21, question: 'Bagaimana cara membatalkan janji?', answer: 'Pilih Batalkan.' },
    ],
  },
];

function renderFaq(route: string) {
  return renderWithApp(<FaqPage />, {
    route,
    path: '/faq',
    lang: 'id',
    api: { 'GET web/faq': listAnswer(GROUPS) },
  });
}

// jsdom does no layout: scrolling is only recorded.
const scrollIntoView = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('FaqPage', () => {
  it('shows every answer closed, each question with the anchor the site search links to', async () => {
    renderFaq('/faq');
    const question = await screen.findByRole('button', { name: 'Bagaimana cara membatalkan janji?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(question.querySelector('#faq-21')).not.toBeNull();
  });

  it('opens and focuses the answer a link names (#faq-<id>), the others staying closed', async () => {
    renderFaq('/faq#faq-21');
    const linked = await screen.findByRole('button', { name: 'Bagaimana cara membatalkan janji?' });
    await waitFor(() => expect(linked).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(linked).toHaveFocus());
    expect(scrollIntoView.mock.contexts).toContain(linked);
    expect(screen.getByRole('button', { name: 'Bagaimana melihat kembali janji saya?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText('Pilih Batalkan.')).toBeVisible();
  });
});
