import { useEffect } from 'react';
import { useChromeRoute } from './common/chromeRoute';
import { isBookingPath } from './common/navigation';
import { ContactDialogsHost } from './contact/ContactDialogsHost';
import { listenForDialogRequests } from './contact/dialogStore';
import { BottomBar } from './floating/BottomBar';
import { ChatButton } from './floating/ChatButton';
import { OnlineBookingTab } from './floating/OnlineBookingTab';
import { LoadFailedNotice } from './lazy/LoadFailedNotice';

/**
 * Fixed and floating chrome (bottom bar, chat button, booking tab), the chrome's dialogs (their code
 * downloads on first use) and the notice that says when such a download failed.
 */
export function Overlays() {
  const { layout, pathname } = useChromeRoute();

  useEffect(() => listenForDialogRequests(), []);

  const showFloating = layout === 'default' && !isBookingPath(pathname);
  return (
    <>
      {showFloating && <BottomBar pathname={pathname} />}
      {showFloating && <OnlineBookingTab />}
      {showFloating && <ChatButton />}
      <ContactDialogsHost />
      <LoadFailedNotice />
    </>
  );
}
