/**
 * What a page POST gets when the site server cannot hand it to the page's action (docs/architecture.md §2c): a
 * short page in both languages saying what happened and what to do, never a stack or a JSON error.
 */
export type FormProblem = 'foreign' | 'no-action' | 'too-large' | 'unsupported' | 'unreadable';

const TEXTS: Record<FormProblem, { status: number; id: [string, string]; en: string }> = {
  foreign: {
    status: 403,
    id: [
      'Formulir tidak dapat dikirim',
      'Demi keamanan Anda, formulir ini hanya dapat dikirim dari halaman situs kami. Silakan buka halamannya lalu kirim lagi.',
    ],
    en: 'For your safety this form can only be sent from a page of our site: please open the page and send it again.',
  },
  'no-action': {
    status: 405,
    id: ['Halaman ini tidak menerima formulir', 'Silakan buka halamannya dan lanjutkan dari sana.'],
    en: 'This page does not take a form: please open it and go on from there.',
  },
  'too-large': {
    status: 413,
    id: ['Isian formulir terlalu panjang', 'Silakan kembali, persingkat isian Anda, lalu kirim lagi.'],
    en: 'What was sent is too long: please go back, shorten it and send it again.',
  },
  unsupported: {
    status: 415,
    id: ['Formulir tidak dapat dibaca', 'Silakan kembali ke halaman tersebut dan kirim lagi.'],
    en: 'The form could not be read: please go back to the page and send it again.',
  },
  unreadable: {
    status: 400,
    id: ['Formulir tidak dapat dibaca', 'Silakan kembali ke halaman tersebut dan kirim lagi.'],
    en: 'The form could not be read: please go back to the page and send it again.',
  },
};

export function formProblemStatus(problem: FormProblem): number {
  return TEXTS[problem].status;
}

export function formProblemPage(problem: FormProblem): string {
  const { id, en } = TEXTS[problem];
  return (
    '<!doctype html><html lang="id"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${id[0]} | Medika Hospital</title>` +
    `</head><body><main><h1>${id[0]}</h1><p>${id[1]}</p><p lang="en">${en}</p>` +
    '<p><a href="/">Beranda / Home</a></p></main></body></html>'
  );
}
