import { Badge } from '@hospital/ui';
import { useT } from '../components/useT';
import { useRegistrationView } from '../hooks/useRegistrationView';
import type { EventFacts } from '../lib/registrationState';

/** "Join Event" / "Register Closed" at a glance, with the reason when closed. */
export function RegistrationBadge({ event }: { event: EventFacts }) {
  const t = useT();
  const view = useRegistrationView(event);
  if (view.open) return <Badge variant="success">{t('events.joinEvent')}</Badge>;
  return (
    <Badge variant={view.reason === 'past' ? 'neutral' : 'warning'}>
      {t('events.registerClosed')} · {t(`events.reason.${view.reason}`)}
    </Badge>
  );
}
