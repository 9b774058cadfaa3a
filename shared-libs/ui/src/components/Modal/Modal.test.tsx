import { useRef, useState, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal, type ModalProps } from './Modal';

type HarnessProps = Partial<Omit<ModalProps, 'open' | 'onClose' | 'children'>> & {
  onClose?: () => void;
  children?: ReactNode;
};

/** A page with an opener button, like the Call Us button of the top bar. */
function Harness({ onClose, children, ...props }: HarnessProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Hubungi kami
      </button>
      <Modal
        title="Hubungi kami"
        closeLabel="Tutup"
        {...props}
        open={open}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        {children ?? (
          <>
            <a href="tel:+6222">Telepon Bandung</a>
            <a href="tel:+6226">Telepon Cianjur</a>
          </>
        )}
      </Modal>
    </>
  );
}

async function openHarness(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Hubungi kami' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('renders nothing while closed', () => {
    render(
      <Modal open={false} onClose={jest.fn()} title="T" closeLabel="Close">
        Body
      </Modal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a modal dialog named by its title, portalled to document.body', () => {
    const { container } = render(
      <Modal open onClose={jest.fn()} title="Pilih rumah sakit" closeLabel="Tutup">
        <p>Isi</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pilih rumah sakit' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const titleId = dialog.getAttribute('aria-labelledby');
    expect(titleId).toBeTruthy();
    expect(document.getElementById(titleId as string)).toHaveTextContent('Pilih rumah sakit');
    expect(container).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('moves focus to the first tabbable element of the content on open', async () => {
    await openHarness();
    expect(screen.getByRole('link', { name: 'Telepon Bandung' })).toHaveFocus();
  });

  it('focuses initialFocusRef when given', async () => {
    function WithInitialFocus() {
      const cancelRef = useRef<HTMLButtonElement>(null);
      return (
        <Modal
          open
          onClose={jest.fn()}
          title="Batalkan janji?"
          closeLabel="Tutup"
          initialFocusRef={cancelRef}
          footer={
            <>
              <button type="button">Ya, batalkan</button>
              <button type="button" ref={cancelRef}>
                Tidak
              </button>
            </>
          }
        >
          <a href="/x">Detail</a>
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(screen.getByRole('button', { name: 'Tidak' })).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user, dialog } = await openHarness();
    const close = within(dialog).getByRole('button', { name: 'Tutup' });
    const first = screen.getByRole('link', { name: 'Telepon Bandung' });
    const last = screen.getByRole('link', { name: 'Telepon Cianjur' });

    await user.tab();
    expect(last).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(first).toHaveFocus();

    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('closes on Escape and returns focus to the opener', async () => {
    const onClose = jest.fn();
    const { user, opener } = await openHarness({ onClose });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener even when the content autofocuses a field', async () => {
    const { user, opener } = await openHarness({ children: <input aria-label="Cari" autoFocus /> });
    expect(screen.getByRole('textbox', { name: 'Cari' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(opener).toHaveFocus();
  });

  it('closes with the labelled close button and returns focus', async () => {
    const { user, opener, dialog } = await openHarness();
    await user.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on a backdrop click but not on a click inside the panel', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openHarness({ onClose });
    await user.click(within(dialog).getByText('Hubungi kami', { selector: 'h2' }));
    expect(onClose).not.toHaveBeenCalled();
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('ignores backdrop clicks when closeOnBackdropClick is false', async () => {
    const onClose = jest.fn();
    const { user, dialog } = await openHarness({ onClose, closeOnBackdropClick: false });
    await user.click(dialog.parentElement as HTMLElement);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('locks body scroll while open and restores it on close', async () => {
    document.body.style.overflow = 'scroll';
    const { user } = await openHarness();
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('focuses the close button when the content has nothing tabbable', async () => {
    const { dialog } = await openHarness({ children: <p>Terima kasih telah berlangganan.</p> });
    expect(within(dialog).getByRole('button', { name: 'Tutup' })).toHaveFocus();
  });

  it('closes only the innermost dialog on Escape, returning focus into the outer one', async () => {
    const outerClose = jest.fn();
    function Nested() {
      const [innerOpen, setInnerOpen] = useState(false);
      return (
        <Modal open onClose={outerClose} title="Menu" closeLabel="Tutup menu">
          <button type="button" onClick={() => setInnerOpen(true)}>
            WhatsApp
          </button>
          <Modal
            open={innerOpen}
            onClose={() => setInnerOpen(false)}
            title="Pilih"
            closeLabel="Tutup pilihan"
          >
            <button type="button">Bandung</button>
          </Modal>
        </Modal>
      );
    }
    const user = userEvent.setup();
    render(<Nested />);
    const whatsapp = screen.getByRole('button', { name: 'WhatsApp' });
    await user.click(whatsapp);
    expect(screen.getByRole('button', { name: 'Bandung' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('dialog', { name: 'Pilih' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Pilih' })).not.toBeInTheDocument();
    expect(outerClose).not.toHaveBeenCalled();
    expect(whatsapp).toHaveFocus();
  });
});
