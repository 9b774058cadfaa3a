import { render, screen } from '@testing-library/react';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('renders exactly one h1 with lead, breadcrumbs before it and actions', () => {
    render(
      <PageHeader
        title="Cari Dokter"
        lead="Temukan dokter dan jadwal praktik."
        breadcrumbs={
          <Breadcrumbs
            label="Breadcrumb"
            items={[{ label: 'Beranda', href: '/' }, { label: 'Cari Dokter' }]}
          />
        }
        actions={<a href="/appointment/create">Buat Janji</a>}
      />,
    );
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(headings[0].tagName).toBe('H1');
    expect(headings[0]).toHaveTextContent('Cari Dokter');
    expect(screen.getByText('Temukan dokter dan jadwal praktik.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.compareDocumentPosition(headings[0]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buat Janji' })).toBeInTheDocument();
  });

  it('lets the shell focus the h1 after navigation', () => {
    render(<PageHeader title="FAQ" />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1).toHaveAttribute('tabindex', '-1');
    h1.focus();
    expect(h1).toHaveFocus();
  });
});
