import { useRef, useState } from 'react';
import { useMutation } from '@hospital/query';
import { useTranslation } from '@hospital/i18n';
import { toApiError, type Appointment, type ErasureResult } from '@hospital/api-client';
import { useApi } from '@hospital/remote-kit';
import { Alert, Button, Modal } from '@hospital/ui';
import { downloadFile } from '../../shared/download';
import styles from './AppointmentCard.module.css';

interface DataRightsPanelProps {
  appointment: Appointment;
  bornDate: string;
  /** Whether consent can be withdrawn here: a booking still to come, or a cancelled one (not a visit on record). */
  erasable: boolean;
  /** After consent is withdrawn: the booking as it now is (cancelled, its data removed). */
  onErased: (message: string) => void;
}

/**
 * The patient's data rights over this booking (docs/decisions.md, issues 19 and 24, UU PDP): a copy of what the
 * hospital holds for it, as data and as a document, and withdrawing consent, which cancels it if it is
 * still to come and removes its personal data. Other bookings of the patient: AccessRequestForm.
 */
export function DataRightsPanel({ appointment, bornDate, erasable, onErased }: DataRightsPanelProps) {
  const { t } = useTranslation();
  const api = useApi();
  const keepButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState('');
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
