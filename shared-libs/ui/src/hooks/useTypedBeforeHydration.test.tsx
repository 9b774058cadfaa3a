import { act } from 'react';

// React warns unless told that act() is available in this environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { useTypedBeforeHydration, withTyped } from './useTypedBeforeHydration';

interface Values {
  visitor: { name: string };
  answers: Record<string, string>;
}

const DEFAULTS: Values = { visitor: { name: '' }, answers: { fever: '', cough: '' } };

let seen: Values | null = null;

function Screening({ keepTyped }: { keepTyped: boolean }) {
  const { formId, typed } = useTypedBeforeHydration();
  const { register, watch } = useForm<Values>({
    defaultValues: keepTyped ? withTyped(DEFAULTS, typed) : DEFAULTS,
  });
  seen = watch();
  return (
    <form id={formId}>
      <input aria-label="name" {...register('visitor.name')} />
      <input type="radio" aria-label="fever yes" value="yes" {...register('answers.fever')} />
      <input type="radio" aria-label="fever no" value="no" {...register('answers.fever')} />
      <input type="text" aria-label="unknown" name="answers.unknown" defaultValue="" />
    </form>
  );
}

/** The server's HTML, typed into as a patient would before the script arrives, then hydrated. */
async function typeThenHydrate(keepTyped: boolean): Promise<HTMLElement> {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Screening keepTyped={keepTyped} />);
  container.querySelector<HTMLInputElement>('[aria-label="name"]')!.value = 'Dewi Lestari';
  container.querySelector<HTMLInputElement>('[aria-label="fever yes"]')!.checked = true;
  container.querySelector<HTMLInputElement>('[aria-label="unknown"]')!.value = 'not a field of the form';
  await act(async () => {
    hydrateRoot(container, <Screening keepTyped={keepTyped} />);
  });
  return container;
}

describe('useTypedBeforeHydration', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    seen = null;
  });

  it('keeps what was typed into the server-rendered form before hydration', async () => {
    const container = await typeThenHydrate(true);
    expect(container.querySelector<HTMLInputElement>('[aria-label="name"]')!.value).toBe('Dewi Lestari');
    expect(container.querySelector<HTMLInputElement>('[aria-label="fever yes"]')!.checked).toBe(true);
    expect(seen).toEqual({ visitor: { name: 'Dewi Lestari' }, answers: { fever: 'yes', cough: '' } });
  });

  it('is needed: without it react-hook-form unchecks a choice made before hydration', async () => {
    const container = await typeThenHydrate(false);
    expect(container.querySelector<HTMLInputElement>('[aria-label="fever yes"]')!.checked).toBe(false);
    expect(seen?.answers.fever).toBe('');
  });

  it('takes over only the texts the form itself has', () => {
    expect(
      withTyped(DEFAULTS, {
        'visitor.name': 'Dewi',
        'answers.unknown': 'x',
        'visitor.name.first': 'y',
        __proto__: 'z',
      }),
    ).toEqual({ visitor: { name: 'Dewi' }, answers: { fever: '', cough: '' } });
    expect(withTyped(DEFAULTS, {})).toBe(DEFAULTS);
  });
});
