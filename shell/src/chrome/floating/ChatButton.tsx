import { useTranslation } from 'react-i18next';
import { CHAT_BUTTON_RETURN_MS } from '@hospital/domain';
import { SHELL_NAMESPACE } from '../../i18n';
import { useDialogStore } from '../contact/dialogStore';
import { WhatsAppIcon } from '../icons/icons';
import { useRetractWhileScrolling } from './useRetractWhileScrolling';
import styles from './ChatButton.module.css';

/** The floating WhatsApp button of the default layout; opens the hospital chooser. */
export function ChatButton() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const openWhatsApp = useDialogStore((s) => s.openWhatsApp);
  const retracted = useRetractWhileScrolling(CHAT_BUTTON_RETURN_MS);
  return (
    <button
      type="button"
      className={styles.button}
      data-state={retracted ? 'retracted' : 'shown'}
      aria-label={t('chat.button')}
      onClick={() => openWhatsApp()}
    >
      <WhatsAppIcon size={30} />
    </button>
  );
}
