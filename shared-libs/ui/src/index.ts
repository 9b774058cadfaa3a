// @hospital/ui: design tokens (import './tokens.css' once, in the shell and in standalone dev pages)
// and accessible React components. Texts always come in as props; this package has no i18n.

export { Accordion, type AccordionItem, type AccordionProps } from './components/Accordion/Accordion';
export { Alert, type AlertProps, type AlertVariant } from './components/Alert/Alert';
export { Badge, type BadgeProps, type BadgeVariant } from './components/Badge/Badge';
export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from './components/Breadcrumbs/Breadcrumbs';
export { Button, type ButtonProps } from './components/Button/Button';
export {
  buttonClassName,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from './components/Button/buttonClassName';
export { ButtonLink, type ButtonLinkProps } from './components/ButtonLink/ButtonLink';
export { Card, type CardProps } from './components/Card/Card';
export { CheckboxField, type CheckboxFieldProps } from './components/CheckboxField/CheckboxField';
export { Container, type ContainerProps } from './components/Container/Container';
export { EmptyState, type EmptyStateProps } from './components/EmptyState/EmptyState';
export { ErrorPanel, type ErrorPanelProps } from './components/ErrorPanel/ErrorPanel';
export {
  ErrorSummary,
  type ErrorSummaryEntry,
  type ErrorSummaryProps,
} from './components/ErrorSummary/ErrorSummary';
export {
  FormField,
  type FieldControlProps,
  type FormFieldBaseProps,
  type FormFieldProps,
} from './components/FormField/FormField';
export {
  FieldError,
  FieldHint,
  RequiredMarker,
  type FieldErrorProps,
} from './components/FormField/FieldParts';
export { fieldControlClassName } from './components/FormField/fieldControlClassName';
export { LiveRegion, type LiveRegionProps } from './components/LiveRegion/LiveRegion';
export { LoadMoreButton, type LoadMoreButtonProps } from './components/LoadMoreButton/LoadMoreButton';
export { Modal, type ModalProps } from './components/Modal/Modal';
export { NotFoundPanel, type NotFoundPanelProps } from './components/NotFoundPanel/NotFoundPanel';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader';
export { Price, type PriceProps } from './components/Price/Price';
export {
  RadioGroup,
  type RadioGroupProps,
  type RadioInputProps,
  type RadioOption,
} from './components/RadioGroup/RadioGroup';
export { ResponsiveImage, type ResponsiveImageProps } from './components/ResponsiveImage/ResponsiveImage';
export { SelectField, type SelectFieldProps, type SelectOption } from './components/SelectField/SelectField';
export { Skeleton, type SkeletonProps } from './components/Skeleton/Skeleton';
export { Spinner, type SpinnerProps } from './components/Spinner/Spinner';
export { Stepper, type StepperProps } from './components/Stepper/Stepper';
export { TextArea, type TextAreaProps } from './components/TextArea/TextArea';
export { TextField, type TextFieldProps } from './components/TextField/TextField';
export { VisuallyHidden, type VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';

export { useBodyScrollLock } from './hooks/useBodyScrollLock';
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useFocusTrap, type FocusTrapOptions } from './hooks/useFocusTrap';
export { useMediaQuery } from './hooks/useMediaQuery';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
export { useReturnFocus } from './hooks/useReturnFocus';
export {
  useTypedBeforeHydration,
  withTyped,
  type TypedBeforeHydration,
} from './hooks/useTypedBeforeHydration';
export {
  lazyModule,
  loadedValue,
  useLazyModule,
  useLazyModuleState,
  type LazyModule,
  type LazyState,
} from './lazy/lazyModule';

export { isPlainLeftClick, SiteHrefProvider, useSiteHref, type NavigateHandler } from './utils/navigation';
