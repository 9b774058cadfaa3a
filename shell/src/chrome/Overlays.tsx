import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteState } from '../composition/routeState';
import { isBookingPath } from './common/navigation';
import { listenForDialogRequests, useDialogStore } from './contact/dialogStore';
import { BottomBar } from './floating/BottomBar';
import { ChatButton } from './floating/ChatButton';
import { OnlineBookingTab } from './floating/OnlineBookingTab';

const ContactDialogs = lazy(() => import('./contact/ContactDialogs'));

/** Fixed and floating chrome (bottom bar, chat button, booking tab) and the chrome's dialogs. */
export function Overlays() {
  const layout = useRouteState((s) => s.layout);
  const pathname = useRouteState((s) => s.pathname);
  const dialogOpen = useDialogStore((s) => s.open !== null);
  // The dialogs' code is fetched on first use and then kept, so closing and reopening is instant.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (dialogOpen && !dialogsWanted) setDialogsWanted(true);

  useEffect(() => listenForDialogRequests(), []);

  const showFloating = layout === 'default' && !isBookingPath(pathname);
  return (
    <>
      {showFloating && <BottomBar pathname={pathname} />}
      {showFloating && <OnlineBookingTab />}
      {showFloating && <ChatButton />}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <ContactDialogs />
        </Suspense>
      )}
    </>
  );
}
