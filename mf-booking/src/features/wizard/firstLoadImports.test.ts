import path from 'node:path';
import { importGraph } from '@hospital/remote-kit/testing/import-graph';

// docs/decisions.md, issue 9: the first visit of /appointment/create downloads the remote's entry, the page with the
// wizard's frame, and step 1. Form code (react-hook-form, yup and the schemas) waits for step 2.
const SRC = path.resolve(__dirname, '../..');
const src = (file: string) => path.join(SRC, file);
// @hospital/domain is bundled per app and marked free of side effects (tooling/webpack/app-config.js).
const DOMAIN_ENTRY = require.resolve('@hospital/domain');
const SIDE_EFFECT_FREE = { '@hospital/domain': DOMAIN_ENTRY };
const domainFile = (file: string) => path.join(path.dirname(DOMAIN_ENTRY), file);

const FORM_PACKAGES = ['react-hook-form', 'yup', '@hookform/resolvers'];

describe('first load of /appointment/create', () => {
  const firstLoad = importGraph(
    [src('app.tsx'), src('pages/CreateAppointmentPage.tsx'), src('features/wizard/steps/Step1Hospital.tsx')],
    SIDE_EFFECT_FREE,
  );

  it('imports neither react-hook-form nor yup, directly or through a shared module', () => {
    for (const name of FORM_PACKAGES) expect(firstLoad.packages).not.toContain(name);
    // Step 1 shows the "required" message of the domain: only that file of it comes along.
    expect(firstLoad.files).toContain(domainFile('validation/messages.ts'));
    expect(firstLoad.files).not.toContain(domainFile('validation/schemas.ts'));
    expect(firstLoad.files).not.toContain(domainFile('validation/validateWith.ts'));
  });

  it('leaves the patient and payment forms and their checks to later chunks', () => {
    for (const file of [
      'features/wizard/patient/patientForm.ts',
      'features/wizard/insurance/insuranceForm.ts',
      'features/wizard/answerChecks.ts',
      'features/wizard/steps/Step2Patient.tsx',
      'features/wizard/steps/Step3Insurance.tsx',
    ]) {
      expect(firstLoad.files).not.toContain(src(file));
    }
    // The frame itself is there, so the check above looks at the right graph.
    expect(firstLoad.files).toContain(src('features/wizard/BookingWizard.tsx'));
    expect(firstLoad.files).toContain(src('features/wizard/progress.ts'));
    expect(firstLoad.files).toContain(src('features/wizard/draftStore.ts'));
  });

  it('sees form code where it is (the check can fail)', () => {
    const step2 = importGraph([src('features/wizard/steps/Step2Patient.tsx')], SIDE_EFFECT_FREE);
    expect(step2.packages).toContain('react-hook-form');
    expect(step2.packages).toContain('yup');
    expect(step2.files).toContain(domainFile('validation/schemas.ts'));
    const checks = importGraph([src('features/wizard/answerChecks.ts')], SIDE_EFFECT_FREE);
    expect(checks.packages).toContain('yup');
    // `import type` brings nothing: the checks use react-hook-form's types only.
    expect(checks.packages).not.toContain('react-hook-form');
  });
});
