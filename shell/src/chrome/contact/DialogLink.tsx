import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { isPlainLeftClick } from '@hospital/ui';
import { ChromeLink } from '../common/ChromeLink';
import { useDialogStore, type ChromeDialog } from './dialogStore';
import { useDialogOpener } from './useDialogOpener';

/** The page with both hospitals' hotlines, emergency numbers and WhatsApp links. */
export const CONTACT_PATH = '/contact-us';

/**
 * An opener of one of the chrome's dialogs (Call Us, the WhatsApp chooser) that is a link to the contact
 * page, which holds the same numbers: before the scripts have run, or without them, it leads there
 * (docs/decisions.md, issue 25: no control the server renders is inert while it waits for scripts);
 * once they run, a plain click opens the dialog instead. `onOpen` runs just before it opens (a menu
 * closing and taking focus back, so the dialog returns it there).
 */
export function DialogLink({
  dialog,
  onOpen,
  children,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onClick'> & {
  dialog: ChromeDialog;
  onOpen?: () => void;
  children: ReactNode;
}) {
  const openCallUs = useDialogStore((s) => s.openCallUs);
  const openWhatsApp = useDialogStore((s) => s.openWhatsApp);
  const open = () => (dialog === 'call-us' ? openCallUs() : openWhatsApp());
  const opener = useDialogOpener(dialog);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainLeftClick(event)) return;
    event.preventDefault();
    if (!onOpen) return open();
    onOpen();
    setTimeout(open, 0);
  };
  return (
    <ChromeLink
      {...rest}
      href={CONTACT_PATH}
      aria-busy={opener.busy || undefined}
      onClick={onClick}
      {...opener.intent}
    >
      {children}
    </ChromeLink>
  );
}
