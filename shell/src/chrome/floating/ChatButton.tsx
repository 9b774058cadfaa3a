import { useTranslation } from '@hospital/i18n';
import { CHAT_BUTTON_RETURN_MS } from '@hospital/domain';
import { SHELL_NAMESPACE } from '../../i18n';
import { useDialogStore } from '../contact/dialogStore';
import { useDialogOpener } from '../contact/useDialogOpener';
import { WhatsAppIcon } from '../icons/icons';
import { useRetractWhileScrolling } from './useRetractWhileScrolling';
import styles from './ChatButton.module.css';

/** The floating WhatsApp button of the default layout; opens the hospital chooser. */
export function ChatButton() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const openWhatsApp = useDialogStore((s) => s.openWhatsApp);
  const chooser = useDialogOpener('whatsapp');
  const retracted = useRetractWhileScrolling(CHAT_BUTTON_RETURN_MS);
  return (
    <button
      type="button"
      className={styles.button}
      data-state={retracted ? 'retracted' : 'shown'}
      aria-label={t('chat.button')}
      aria-busy={chooser.busy || undefined}
      onClick={() => openWhatsApp()}
      {...chooser.intent}
    >
      <WhatsAppIcon size={30} />
    </button>
  );
}
