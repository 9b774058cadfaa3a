import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { watchDefaultNavigation } from '../../testing/watchDefaultNavigation';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Beranda', href: '/' },
  { label: 'Berita', href: '/news' },
  { label: 'Tips sehat', href: '/news/tips-sehat' },
];

describe('Breadcrumbs', () => {
  it('is a labelled nav with an ordered list, the last item current and not a link', () => {
    render(<Breadcrumbs items={items} label="Breadcrumb" />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const listItems = within(nav).getAllByRole('listitem');
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(listItems).toHaveLength(3);
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/news']);
    const current = within(listItems[2]).getByText('Tips sehat');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.tagName).not.toBe('A');
  });

  it('hands link clicks to onNavigate', async () => {
    const navigation = watchDefaultNavigation();
    const onNavigate = jest.fn();
    render(<Breadcrumbs items={items} label="Breadcrumb" onNavigate={onNavigate} />);
    await userEvent.click(screen.getByRole('link', { name: 'Berita' }));
    expect(onNavigate).toHaveBeenCalledWith('/news', expect.anything());
    navigation.stop();
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumbs items={[]} label="Breadcrumb" />);
    expect(container).toBeEmptyDOMElement();
  });
});
