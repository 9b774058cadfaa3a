import { render, screen, within } from '@testing-library/react';
import { Stepper } from './Stepper';

const steps = ['Rumah sakit', 'Data pasien', 'Asuransi', 'Jadwal', 'Ringkasan'];

describe('Stepper', () => {
  it('is a labelled ordered list with every step label visible', () => {
    render(<Stepper steps={steps} currentStep={0} label="Langkah pemesanan" />);
    const list = screen.getByRole('list', { name: 'Langkah pemesanan' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1Rumah sakit',
      '2Data pasien',
      '3Asuransi',
      '4Jadwal',
      '5Ringkasan',
    ]);
  });

  it('marks only the current step with aria-current="step"', () => {
    render(<Stepper steps={steps} currentStep={2} label="Langkah pemesanan" />);
    const items = screen.getAllByRole('listitem');
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((li) => li.hasAttribute('aria-current'))).toHaveLength(1);
    expect(items[2]).toHaveClass('current');
    expect(items[1]).toHaveClass('complete');
    expect(items[3]).toHaveClass('upcoming');
  });

  it('moves aria-current when the step changes', () => {
    const { rerender } = render(<Stepper steps={steps} currentStep={0} label="Steps" />);
    rerender(<Stepper steps={steps} currentStep={4} label="Steps" />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(items[4]).toHaveAttribute('aria-current', 'step');
  });

  it('tells screen readers which steps are completed', () => {
    render(<Stepper steps={steps} currentStep={2} label="Steps" completedLabel="selesai" />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Rumah sakit, selesai');
    expect(items[2]).not.toHaveTextContent('selesai');
  });

  it('can shrink on phones without losing the names for screen readers', () => {
    const { rerender } = render(<Stepper steps={steps} currentStep={1} label="Steps" />);
    expect(screen.getByRole('list', { name: 'Steps' })).not.toHaveClass('compact');
    rerender(<Stepper steps={steps} currentStep={1} label="Steps" compactOnPhones />);
    expect(screen.getByRole('list', { name: 'Steps' })).toHaveClass('compact');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Data pasien');
  });
});
