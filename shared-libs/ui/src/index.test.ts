import * as ui from './index';

describe('@hospital/ui public API', () => {
  it.each([
    'Accordion',
    'Alert',
    'Badge',
    'Breadcrumbs',
    'Button',
    'ButtonLink',
    'Card',
    'CheckboxField',
    'Container',
    'EmptyState',
    'ErrorPanel',
    'FormField',
    'LiveRegion',
    'LoadMoreButton',
    'Modal',
    'NotFoundPanel',
    'PageHeader',
    'Price',
    'RadioGroup',
    'ResponsiveImage',
    'SelectField',
    'Skeleton',
    'Spinner',
    'Stepper',
    'TextArea',
    'TextField',
    'VisuallyHidden',
    'useBodyScrollLock',
    'useDebouncedValue',
    'useFocusTrap',
    'useMediaQuery',
    'usePrefersReducedMotion',
    'useReturnFocus',
  ])('exports %s', (name) => {
    expect(ui).toHaveProperty(name);
    expect(ui[name as keyof typeof ui]).toBeTruthy();
  });
});
