import type { HospitalEvent } from '@hospital/api-client';
import { Badge } from '@hospital/ui';
import { useT } from '../components/useT';
import { useRegistrationView } from '../hooks/useRegistrationView';

/** "Join Event" / "Register Closed" at a glance, with the reason when closed. */
export function RegistrationBadge({ event }: { event: HospitalEvent }) {
  const t = useT();
  const view = useRegistrationView(event);
  if (view.open) return <Badge variant="success">{t('events.joinEvent')}</Badge>;
  return (
    <Badge variant={view.reason === 'past' ? 'neutral' : 'warning'}>
      {t('events.registerClosed')} · {t(`events.reason.${view.reason}`)}
    </Badge>
  );
}
