import { useRef, useState } from 'react';
import { useMutation } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { toApiError, type Appointment, type ErasureResult } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { Alert, Button, ButtonLink, Modal } from '@hospital/ui';
import { downloadFile } from '../../shared/download';
import { useInteractive } from '../../shared/useInteractive';
import styles from './AppointmentCard.module.css';
import { ServerConfirm } from './ServerConfirm';
import { useLookupActionData } from './serverLookup';

interface DataRightsPanelProps {
  appointment: Appointment;
  bornDate: string;
  /** Whether consent can be withdrawn here: a booking still to come, or a cancelled one (not a visit on record). */
  erasable: boolean;
  /** After consent is withdrawn: the booking as it now is (cancelled, its data removed). */
  onErased: (message: string) => void;
  /** Where the withdraw link leads before or without JavaScript: this page asking to confirm. */
  eraseUrl: string;
  /** This page is that confirmation (`?confirm=erase`). */
  confirmingOnServer: boolean;
}

/**
 * The patient's data rights over this booking (docs/decisions.md, issues 19 and 24, UU PDP): a copy of what the
 * hospital holds for it, as data and as a document, and withdrawing consent, which cancels it if it is
 * still to come and removes its personal data. Other bookings of the patient: AccessRequestForm.
 */
export function DataRightsPanel({
  appointment,
  bornDate,
  erasable,
  onErased,
  eraseUrl,
  confirmingOnServer,
}: DataRightsPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const interactive = useInteractive();
  const actionData = useLookupActionData();
  const keepButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  // The server's answer to a download or a withdrawal posted without JavaScript that did not go through.
  const [failure, setFailure] = useState(() =>
    actionData?.form === 'data' || actionData?.form === 'erase'
      ? t('dataRights.failed', { message: actionData.problem })
      : '',
  );
  const code = appointment.code;

  const download = useMutation({
    mutationFn: async (format: 'json' | 'pdf') => {
      if (format === 'pdf') {
        downloadFile(`data-${code}.pdf`, await api.getPersonalDataPdf(code, bornDate), 'application/pdf');
      } else {
        const data = await api.getPersonalData(code, bornDate);
        downloadFile(`data-${code}.json`, JSON.stringify(data, null, 2), 'application/json');
      }
    },
    onError: (error) => setFailure(t('dataRights.failed', { message: toApiError(error).message })),
    onSuccess: () => setFailure(''),
  });
  const erase = useMutation({
    mutationFn: () => api.erasePersonalData(code, { bornDate, confirm: true }),
    onSuccess: (result: ErasureResult) => {
      setConfirming(false);
      onErased(
        t(result.cancelled ? 'dataRights.erasedCancelled' : 'dataRights.erasedOnly', { code: result.code }),
      );
    },
    onError: (error) => {
      setConfirming(false);
      setFailure(t('dataRights.failed', { message: toApiError(error).message }));
    },
  });

  return (
    <section className={styles.reschedule} aria-labelledby={`data-rights-${code}`}>
      <h3 id={`data-rights-${code}`} className={styles.rescheduleTitle}>
        {t('dataRights.title')}
      </h3>
      <p>{t('dataRights.lead')}</p>
      {failure && <Alert variant="error">{failure}</Alert>}
      {erasable && confirmingOnServer && (
        <ServerConfirm
          subject={{ code }}
          intent="erase"
          title={t('dataRights.eraseTitle')}
          confirmLabel={t('dataRights.eraseConfirm')}
          keepLabel={t('dataRights.keep')}
        >
          <p>{t('dataRights.eraseMessage')}</p>
          <p>{t('dataRights.retention')}</p>
        </ServerConfirm>
      )}
      {interactive ? (
        <div className={styles.rescheduleActions}>
          <Button
            variant="secondary"
            onClick={() => download.mutate('pdf')}
            loading={download.isPending && download.variables === 'pdf'}
          >
            {t('dataRights.pdf')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => download.mutate('json')}
            loading={download.isPending && download.variables === 'json'}
          >
            {t('dataRights.json')}
          </Button>
          {erasable && (
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('dataRights.erase')}
            </Button>
          )}
        </div>
      ) : (
        // Before or without JavaScript: the downloads are a form the page's server action answers with
        // the file (the birth date is in this browser's sealed state, never in a URL), and withdrawing
        // is a link to its confirmation.
        <form method="post" className={styles.rescheduleActions}>
          <input type="hidden" name="code" value={code} />
          <Button type="submit" name="intent" value="data-pdf" variant="secondary">
            {t('dataRights.pdf')}
          </Button>
          <Button type="submit" name="intent" value="data-json" variant="secondary">
            {t('dataRights.json')}
          </Button>
          {erasable && (
            <ButtonLink variant="danger" href={eraseUrl}>
              {t('dataRights.erase')}
            </ButtonLink>
          )}
        </form>
      )}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('dataRights.eraseTitle')}
        closeLabel={t('common.close')}
        initialFocusRef={keepButton}
        footer={
          <>
            <Button variant="danger" onClick={() => erase.mutate()} loading={erase.isPending}>
              {t('dataRights.eraseConfirm')}
            </Button>
            <Button ref={keepButton} variant="secondary" onClick={() => setConfirming(false)}>
              {t('dataRights.keep')}
            </Button>
          </>
        }
      >
        <p>{t('dataRights.eraseMessage')}</p>
        <p>{t('dataRights.retention')}</p>
      </Modal>
    </section>
  );
}
