export { SignInForm } from './SignInForm';
export { SecondFactorForm } from './SecondFactorForm';
export { EnrolForm } from './EnrolForm';
export { RecoveryCodes } from './RecoveryCodes';
export { useCancelSignIn } from './useCancelSignIn';
