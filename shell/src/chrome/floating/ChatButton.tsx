import { useTranslation } from '@hospital/i18n';
import { CHAT_BUTTON_RETURN_MS } from '@hospital/domain';
import { SHELL_NAMESPACE } from '../../i18n';
import { DialogLink } from '../contact/DialogLink';
import { WhatsAppIcon } from '../icons/icons';
import { useRetractWhileScrolling } from './useRetractWhileScrolling';
import styles from './ChatButton.module.css';

/**
 * The floating WhatsApp button of the default layout; opens the hospital chooser. Before the scripts
 * have run, or without them, it is a link to the contact page, whose WhatsApp links are the chooser's.
 */
export function ChatButton() {
  const { t } = useTranslation(SHELL_NAMESPACE);
  const retracted = useRetractWhileScrolling(CHAT_BUTTON_RETURN_MS);
  return (
    <DialogLink
      dialog="whatsapp"
      className={styles.button}
      data-state={retracted ? 'retracted' : 'shown'}
      aria-label={t('chat.button')}
    >
      <WhatsAppIcon size={30} />
    </DialogLink>
  );
}
