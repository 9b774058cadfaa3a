import { render, screen } from '@testing-library/react';
import type { ContentBlock } from '@hospital/api-client';
import { ContentBlocks } from './ContentBlocks';

const blocks: ContentBlock[] = [
  { type: 'paragraph', text: 'Summary shown as the lead.' },
  { type: 'heading', text: 'What we offer', level: 2 },
  { type: 'list', items: ['Endoscopy', 'Laparoscopy'] },
  { type: 'quote', text: 'Kind doctors.', cite: 'A patient' },
];

describe('ContentBlocks', () => {
  it('renders headings from h2 down, lists and quotes', () => {
    render(<ContentBlocks blocks={blocks} />);
    expect(screen.getByRole('heading', { level: 2, name: 'What we offer' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Endoscopy', 'Laparoscopy']);
    expect(screen.getByText('Kind doctors.').closest('blockquote')).toHaveTextContent('— A patient');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('does not repeat an opening paragraph equal to the lead', () => {
    render(<ContentBlocks blocks={blocks} lead="Summary shown as the lead." />);
    expect(screen.queryByText('Summary shown as the lead.')).toBeNull();
  });
});
