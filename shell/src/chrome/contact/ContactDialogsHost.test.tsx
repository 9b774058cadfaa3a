import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publish } from '@hospital/event-bus';
import { useRouteState } from '../../composition/routeState';
import { HotlineStrip } from '../header/HotlineStrip';
import { useLoadFailureStore } from '../lazy/loadFailureStore';
import { Overlays } from '../Overlays';
import { deferredChunk, type DeferredChunk } from '../testing/deferredChunk';
import { renderChrome } from '../testing/renderChrome';
import { useDialogStore } from './dialogStore';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));
// The components read the chunk through this module object, so each test can put a fresh one in.
jest.mock('./contactDialogsChunk', () => ({ contactDialogsChunk: null }));

type DialogsModule = typeof import('./ContactDialogs');
const chunkModule: { contactDialogsChunk: unknown } = jest.requireMock('./contactDialogsChunk');
const realDialogs = jest.requireActual<DialogsModule>('./ContactDialogs');

const FAILED = 'Kami tidak dapat memuat bagian halaman ini. Periksa koneksi Anda lalu coba lagi.';
const callUsButton = () => screen.getAllByRole('link', { name: 'Hubungi Kami' })[0];
const chatButton = () => screen.getByRole('link', { name: 'Chat WhatsApp dengan Medika Hospital' });
const anyDialog = () => screen.queryByRole('dialog');

function renderHeaderAndOverlays() {
  return renderChrome(
    <>
      <HotlineStrip />
      <Overlays />
    </>,
  );
}

describe('the chrome dialogs, downloaded on demand', () => {
  let dialogs: DeferredChunk<DialogsModule>;
  beforeEach(() => {
    dialogs = deferredChunk<DialogsModule>();
    chunkModule.contactDialogsChunk = dialogs.chunk;
    act(() => useRouteState.setState({ pathname: '/', layout: 'default' }));
    useDialogStore.setState({ open: null });
    useLoadFailureStore.setState({ chunk: null });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the Call Us dialog on first opening, busy meanwhile, then moves focus into it', async () => {
    const user = userEvent.setup();
    renderHeaderAndOverlays();
    expect(dialogs.importer).not.toHaveBeenCalled();

    await user.click(callUsButton());
    expect(dialogs.importer).toHaveBeenCalledTimes(1);
    expect(callUsButton()).toHaveAttribute('aria-busy', 'true');
    expect(callUsButton()).toHaveFocus();
    expect(anyDialog()).not.toBeInTheDocument();

    await dialogs.finish(realDialogs);
    const dialog = screen.getByRole('dialog', { name: 'Hubungi Kami' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(callUsButton()).not.toHaveAttribute('aria-busy');

    // Tab stays inside, Escape closes and focus returns to the opener.
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(anyDialog()).not.toBeInTheDocument();
    expect(callUsButton()).toHaveFocus();

    // The code is kept: the next opening is immediate and downloads nothing.
    await user.click(callUsButton());
    expect(screen.getByRole('dialog', { name: 'Hubungi Kami' })).toBeInTheDocument();
    expect(dialogs.importer).toHaveBeenCalledTimes(1);
  });

  it('opens the WhatsApp chooser asked for over the bus once its code is in', async () => {
    renderHeaderAndOverlays();
    act(() => publish('ui:open-whatsapp', { hospital: 'cianjur' }));
    expect(dialogs.importer).toHaveBeenCalledTimes(1);
    expect(chatButton()).toHaveAttribute('aria-busy', 'true');
    await dialogs.finish(realDialogs);
    expect(screen.getByRole('dialog', { name: 'Chat via WhatsApp' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Medika Hospital Cianjur' })).toBeChecked();
  });

  it.each(['pointerEnter', 'focus', 'touchStart'] as const)(
    'starts the download on %s of an opener, without opening anything',
    (event) => {
      renderHeaderAndOverlays();
      fireEvent[event](callUsButton());
      expect(dialogs.importer).toHaveBeenCalledTimes(1);
      fireEvent[event](chatButton());
      // Still one download: the pending one is shared.
      expect(dialogs.importer).toHaveBeenCalledTimes(1);
      expect(useDialogStore.getState().open).toBeNull();
      expect(callUsButton()).not.toHaveAttribute('aria-busy');
    },
  );

  it('Escape while the code downloads cancels the opening', async () => {
    const user = userEvent.setup();
    renderHeaderAndOverlays();
    await user.click(chatButton());
    expect(chatButton()).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(useDialogStore.getState().open).toBeNull();
    expect(chatButton()).not.toHaveAttribute('aria-busy');
    await dialogs.finish(realDialogs);
    expect(anyDialog()).not.toBeInTheDocument();
  });

  it('a failed download says so politely, keeps focus on the opener, and the next click retries', async () => {
    const user = userEvent.setup();
    renderHeaderAndOverlays();
    await user.click(callUsButton());
    await dialogs.fail();

    expect(screen.getByRole('status')).toHaveTextContent(FAILED);
    expect(useDialogStore.getState().open).toBeNull();
    expect(callUsButton()).not.toHaveAttribute('aria-busy');
    expect(callUsButton()).toHaveFocus();
    expect(anyDialog()).not.toBeInTheDocument();

    await user.click(callUsButton());
    expect(dialogs.importer).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).not.toHaveTextContent(FAILED);
    await dialogs.finish(realDialogs);
    expect(screen.getByRole('dialog', { name: 'Hubungi Kami' })).toBeInTheDocument();
  });

  it('the notice can be dismissed', async () => {
    const user = userEvent.setup();
    renderHeaderAndOverlays();
    await user.click(callUsButton());
    await dialogs.fail();
    await user.click(screen.getByRole('button', { name: 'Tutup' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
