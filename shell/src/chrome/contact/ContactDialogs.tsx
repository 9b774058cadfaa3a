import { useLocale } from '@hospital/i18n';
import { useHospitals } from '../hospitals/useHospitals';
import { CallUsModal } from './CallUsModal';
import { useDialogStore } from './dialogStore';
import { WhatsAppChooser } from './WhatsAppChooser';

/** The chrome's dialogs; loaded lazily on first opening, so their code stays out of the first paint. */
export default function ContactDialogs() {
  const open = useDialogStore((s) => s.open);
  const whatsappHospital = useDialogStore((s) => s.whatsappHospital);
  const close = useDialogStore((s) => s.close);
  const hospitals = useHospitals();
  const locale = useLocale();
  return (
    <>
      <CallUsModal open={open === 'call-us'} onClose={close} hospitals={hospitals} locale={locale} />
      <WhatsAppChooser
        open={open === 'whatsapp'}
        onClose={close}
        hospitals={hospitals}
        initialHospital={whatsappHospital}
        locale={locale}
      />
    </>
  );
}
