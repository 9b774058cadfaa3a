import { Suspense } from 'react';
import { useTranslation } from '@hospital/i18n';
import { LoadingBlock } from '../../shared/LoadingBlock';
import { useLazyModule } from '@hospital/ui';
import { stepModule } from './stepModules';
import type { StepNumber } from './steps';
import type { StepProps } from './steps/StepProps';
import { StepLoadState } from './StepLoadState';

/** The step's form once its chunk is here (usually before Next is pressed: see BookingWizard). */
export function StepContent({ step, ...props }: StepProps & { step: StepNumber }) {
  const { t } = useTranslation();
  const module = stepModule(step);
  const state = useLazyModule(module);
  if (state.status !== 'ready') {
    return <StepLoadState failed={state.status === 'failed'} onRetry={module.prefetch} />;
  }
  const Step = state.value;
  return (
    // A step may load a part of its own later (the calendar).
    <Suspense fallback={<LoadingBlock label={t('wizard.stepLoading')} />}>
      <Step {...props} />
    </Suspense>
  );
}
