import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const faq = [
  { id: 'jam', title: 'Jam besuk?', content: 'Pukul 11.00–13.00 dan 17.00–20.00.' },
  { id: 'bpjs', title: 'Menerima BPJS?', content: 'Ya, di kedua rumah sakit.' },
  { id: 'parkir', title: 'Ada parkir?', content: 'Ada, gratis.' },
];

describe('Accordion', () => {
  it('renders heading-wrapped buttons controlling hidden, labelled regions', () => {
    render(<Accordion items={faq} headingLevel={2} />);
    const button = screen.getByRole('button', { name: 'Jam besuk?' });
    expect(button.parentElement?.tagName).toBe('H2');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') as string);
    expect(panel).not.toBeVisible();
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
  });

  it('toggles aria-expanded and the panel on click and on Enter/Space', async () => {
    const user = userEvent.setup();
    const onExpandedChange = jest.fn();
    render(<Accordion items={faq} onExpandedChange={onExpandedChange} />);
    const button = screen.getByRole('button', { name: 'Menerima BPJS?' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Menerima BPJS?' })).toHaveTextContent(
      'Ya, di kedua rumah sakit.',
    );
    expect(onExpandedChange).toHaveBeenLastCalledWith(['bpjs']);
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the others when allowMultiple is false', async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} allowMultiple={false} defaultExpandedIds={['jam']} />);
    expect(screen.getByRole('button', { name: 'Jam besuk?' })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Ada parkir?' }));
    expect(screen.getByRole('button', { name: 'Ada parkir?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Jam besuk?' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus between headers with arrows, Home and End', async () => {
    const user = userEvent.setup();
    render(<Accordion items={faq} />);
    const [first, second, third] = screen.getAllByRole('button');
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await user.keyboard('{End}');
    expect(third).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(third).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });
});
